export declare const files: Record<string, unknown>;
