/** Per-request values set by middleware (the signed-in session joins here with the auth step). */
export interface AppEnv {
  Variables: Record<string, never>;
}
