export declare const APP_READY_ATTRIBUTE: 'data-hydrated';
export declare const ISLAND_READY_MARK: 'island:';
export declare const APP_UNAVAILABLE_ATTRIBUTE: 'data-app-unavailable';
