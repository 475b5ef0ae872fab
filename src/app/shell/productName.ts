// The product's name as people see it (browser tab, login card, history events with no user).
export const PRODUCT_NAME = 'Curation back office';
