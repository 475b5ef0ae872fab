// The app's notification area: bottom right (bottom-end), mounted once at the root of the app.
import { Toaster } from '@fluentui/react-components';
import { APP_TOASTER_ID } from './toasterId';

export function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur limit={5} />;
}
