export declare function guardWatchStream(): void;
