// A stand-in for ALTCHA's `altcha-widget` in jsdom, which runs no web workers: a checkbox "I'm not
// a robot" whose tick "solves" at once, keeps the solution in a hidden input named as the widget's
// `name` attribute and reports it with the widget's `statechange` event ({ state, payload }), as
// the real widget does. Each solution is new (fake-solution-1, -2, …).
let solutions = 0;

export const fakeCaptchaLabel = "I'm not a robot";

class FakeAltchaWidget extends HTMLElement {
  connectedCallback() {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    label.append(box, ` ${fakeCaptchaLabel}`);
    const solution = document.createElement('input');
    solution.type = 'hidden';
    solution.name = this.getAttribute('name') ?? 'altcha';
    box.addEventListener('change', () => {
      solutions += 1;
      solution.value = box.checked ? `fake-solution-${solutions}` : '';
      const detail = { state: box.checked ? 'verified' : 'unverified', payload: solution.value || null };
      this.dispatchEvent(new CustomEvent('statechange', { detail }));
    });
    this.append(label, solution);
  }
}

/** Defines the fake widget (once per test file's window). */
export function defineFakeAltcha(): void {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);
}
