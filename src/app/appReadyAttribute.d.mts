export declare const APP_READY_ATTRIBUTE: 'data-hydrated';
