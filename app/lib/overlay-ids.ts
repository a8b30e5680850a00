// Element ids shared by the static markup (components) and the scripts that enhance it. They
// live apart from the components so that a script never pulls React or content into a page.
export const MOBILE_MENU_ID = "mobile-menu";
export const SOLUTIONS_MENU_ID = "solutions-menu";
export const DEMO_DIALOG_ID = "demo-dialog";
