import { describe, expect, it } from 'vitest';
import { setPageSetting } from '../testing/page-settings';
import { isAdminHost } from './admin-host';

describe('the admin host', () => {
  it('is, by default, any host whose name starts with admin.', () => {
    expect(isAdminHost('admin.localhost')).toBe(true);
    expect(isAdminHost('Admin.Thon.example')).toBe(true);
    expect(isAdminHost('localhost')).toBe(false);
    expect(isAdminHost('thon.example')).toBe(false);
    expect(isAdminHost('administration.thon.example')).toBe(false);
    expect(isAdminHost('www.admin.thon.example')).toBe(false);
  });

  it('is exactly the host names the page setting lists, when it lists any', () => {
    setPageSetting('thon-admin-hosts', ' manage.thon.example , Staff.Thon.example ');
    expect(isAdminHost('manage.thon.example')).toBe(true);
    expect(isAdminHost('staff.thon.example')).toBe(true);
    expect(isAdminHost('admin.thon.example')).toBe(false);
  });

  it('reads the current location by default', () => {
    expect(isAdminHost()).toBe(false);
    setPageSetting('thon-admin-hosts', window.location.hostname);
    expect(isAdminHost()).toBe(true);
  });
});
