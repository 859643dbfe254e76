// The web build's page-level settings (web/index.html's <meta name="thon-…"> tags, empty in the
// source) written per stage into every HTML file of the build: the Facebook app of social sign-in
// and the admin site's host names. Done after the build, on the files, so one build step serves
// every stage and nothing stage-specific enters the bundles' hashes.
export interface PageSettings {
  readonly 'thon-facebook-app-id': string;
  readonly 'thon-admin-hosts': string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;');

/** The HTML with each setting's meta content set; throws when a setting's tag is not there. */
export function writePageSettings(html: string, settings: PageSettings): string {
  let written = html;
  for (const [name, value] of Object.entries(settings)) {
    const tag = new RegExp(`<meta\\s+name="${name}"\\s+content="[^"]*"\\s*/?>`, 'u');
    if (!tag.test(written)) throw new Error(`The web build's HTML has no <meta name="${name}"> to write`);
    written = written.replace(tag, `<meta name="${name}" content="${escapeAttribute(value)}" />`);
  }
  return written;
}
