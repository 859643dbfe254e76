// The administration host (spec sections 1 and 6) is the same app on a second host name. The
// page setting `thon-admin-hosts` lists its host names (comma-separated); without it, any host
// whose name starts with 'admin.' is the admin host (locally http://admin.localhost:<port>).
import { pageSettingNames, readPageSetting } from './page-settings';

export function isAdminHost(hostname: string = globalThis.location.hostname): boolean {
  const host = hostname.toLowerCase();
  const configured = readPageSetting(pageSettingNames.adminHosts)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return configured.length > 0 ? configured.includes(host) : host.startsWith('admin.');
}
