// Settings the hosting page provides as <meta name="…" content="…"> in index.html, so one build
// serves every environment (the deployment writes them; locally they are empty).
export const pageSettingNames = {
  facebookAppId: 'thon-facebook-app-id',
  adminHosts: 'thon-admin-hosts',
} as const;

export function readPageSetting(name: string): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return meta?.content.trim() ?? '';
}
