/** Spec: dynamic date values refresh every 60 s. */
export const DYNAMIC_REFRESH_MS = 60000;
