let registered = false;

/**
 * Registers the service worker that vite-plugin-pwa generates (vite.config.ts: app shell precache), once per page
 * load, in production builds only. Updates install in the background and take over at once; the page reloads into
 * the new version the next time it is hidden (screen off, another tab), so a weight being typed is never lost. Called by the signed-in app and the login
 * page (where the browser may offer installation), so visitors of the public pages get no worker. Uses
 * workbox-window directly (what the plugin's virtual module wraps), so any build of this module — the
 * prerender's SSR build included — resolves it.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('activated', (event) => {
        if (!event.isUpdate && !event.isExternal) return;
        const reloadWhenHidden = () => {
          if (document.visibilityState === 'hidden') window.location.reload();
        };
        document.addEventListener('visibilitychange', reloadWhenHidden);
      });
      return wb.register();
    })
    .catch((err: unknown) => console.warn('service worker registration failed', err));
}
