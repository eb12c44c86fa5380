export declare const FIXTURE_BASE: string;
/** Builds the PDF fixture into a temporary folder; `script` and `styles` are paths inside it. */
export declare function buildPdfFixture(): Promise<{ outDir: string; script: string; styles: string[] }>;
