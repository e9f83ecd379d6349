// Registers the build's service worker (dist/sw.js) so the app works offline.
// Call after the engine is ready so the precache revalidates files the page has
// just downloaded instead of competing with them:
//
//   import { registerServiceWorker } from "./sw-register.js";
//   engine.ready.then(() => registerServiceWorker());

export async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(new URL("./sw.js", import.meta.url), {
      scope: new URL("./", import.meta.url).pathname,
      type: "classic",
    });
  } catch (err) {
    console.warn("service worker not registered:", err);
    return null;
  }
}
