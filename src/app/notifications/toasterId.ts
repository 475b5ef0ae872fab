// The id of the app's one Toaster, shared by its mount point and useNotify.
export const APP_TOASTER_ID = 'app-toaster';
