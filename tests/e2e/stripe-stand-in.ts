// Stripe.js as the production card step meets it, in a closed network: Playwright answers every
// Stripe host the page asks for. js.stripe.com serves a small stand-in for Stripe.js that does what
// matters to the page's Content-Security-Policy the way Stripe.js does it (a script from
// js.stripe.com, its controller and card frames from js.stripe.com, the payment method created by a
// call to api.stripe.com); api.stripe.com is answered by the local payment stand-in, so the pledge
// the card pays for is a real one of the local stack.
import type { BrowserContext, Route } from 'playwright-core';

const frameHtml = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><input aria-label="${title}" value="4242 4242 4242 4242"></body></html>`;

/** The stand-in for https://js.stripe.com/<release>/stripe.js (the surface @stripe/react-stripe-js uses). */
export const stripeJsStandIn = `(() => {
  const frame = (path, title) => {
    const iframe = document.createElement('iframe');
    iframe.src = 'https://js.stripe.com/v3/' + path;
    iframe.title = title;
    iframe.setAttribute('frameborder', '0');
    return iframe;
  };
  function Stripe(key) {
    const controller = frame('controller-stand-in.html', 'Secure payment controller');
    controller.hidden = true;
    document.body.appendChild(controller);
    const elementsByType = new Map();
    const elements = {
      create(type) {
        const handlers = new Map();
        let mounted;
        const element = {
          mount(node) {
            const target = typeof node === 'string' ? document.querySelector(node) : node;
            mounted = frame('elements-inner-card-stand-in.html', 'Secure card payment input frame');
            target.appendChild(mounted);
            mounted.addEventListener('load', () => (handlers.get('ready') || []).forEach((cb) => cb({ elementType: type })));
          },
          on(event, cb) { handlers.set(event, [...(handlers.get(event) || []), cb]); return element; },
          off(event, cb) { handlers.set(event, (handlers.get(event) || []).filter((h) => h !== cb)); return element; },
          update() {}, focus() {}, blur() {}, clear() {},
          unmount() { mounted && mounted.remove(); },
          destroy() { mounted && mounted.remove(); elementsByType.delete(type); },
        };
        elementsByType.set(type, element);
        return element;
      },
      getElement(kind) { return elementsByType.get(typeof kind === 'string' ? kind : kind.__elementType) || null; },
      update() {},
    };
    return {
      elements: () => elements,
      async createPaymentMethod({ billing_details = {} }) {
        const body = new URLSearchParams({
          type: 'card',
          'card[number]': '4242424242424242',
          'card[exp_month]': '12',
          'card[exp_year]': '2034',
          'card[cvc]': '123',
        });
        for (const [name, value] of Object.entries(billing_details)) if (value) body.set('billing_details[' + name + ']', value);
        const response = await fetch('https://api.stripe.com/v1/payment_methods', {
          method: 'POST',
          headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        const answer = await response.json();
        return response.ok ? { paymentMethod: answer } : { error: answer.error || { message: 'declined' } };
      },
      createToken: async () => ({ error: { message: 'not used' } }),
      confirmCardPayment: async () => ({ error: { message: 'not used' } }),
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

const stripeHosts = /^https:\/\/([a-z0-9-]+\.)*(stripe\.com|stripe\.network)\//u;

/**
 * Answers every Stripe host in this context: Stripe.js and its frames from the stand-ins above,
 * api.stripe.com from the local payment stand-in (paymentProviderUrl). Returns the URLs asked for.
 */
export async function routeStripe(context: BrowserContext, paymentProviderUrl: string): Promise<string[]> {
  const asked: string[] = [];
  await context.route(stripeHosts, async (route: Route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    if (url.hostname === 'js.stripe.com' && url.pathname.endsWith('.js')) {
      return route.fulfill({ contentType: 'application/javascript', body: stripeJsStandIn });
    }
    if (url.hostname === 'js.stripe.com' && url.pathname.endsWith('.html')) {
      return route.fulfill({ contentType: 'text/html', body: frameHtml('Card number') });
    }
    if (url.hostname === 'api.stripe.com') {
      const cors = {
        'access-control-allow-origin': route.request().headers().origin ?? '*',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'POST, GET',
      };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const answer = await route.fetch({ url: `${paymentProviderUrl}${url.pathname}${url.search}` });
      return route.fulfill({ response: answer, headers: { ...answer.headers(), ...cors } });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return asked;
}
