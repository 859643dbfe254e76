// The support desk's rules without the emulator (issue 15): the issue types without Jira (the
// configured list, else the catalogue's), and attachments decided by content.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSupportIssueTypes } from '@thon/shared/catalog/support';
import { attachmentTypeNotAllowed } from '@thon/shared/catalog/support-messages';
import { readAttachments } from '../../src/domain/support/attachments';
import { forgetIssueTypes, supportIssueTypes } from '../../src/domain/support/issue-types';
import { jiraEnvironmentNames } from '../../src/platform/jira';
import { supportEnvironmentNames } from '../../src/platform/support-settings';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  forgetIssueTypes();
});

describe('support issue types without Jira', () => {
  it('are the catalogue default when nothing is configured', async () => {
    process.env[jiraEnvironmentNames.siteUrl] = '';
    process.env[supportEnvironmentNames.issueTypes] = '';
    expect(await supportIssueTypes()).toEqual(defaultSupportIssueTypes);
    expect(defaultSupportIssueTypes).toEqual(['Bug', 'Question', 'Task', 'Feature Request']);
  });

  it('are the configured list (comma-separated, trimmed) when one is set', async () => {
    process.env[jiraEnvironmentNames.siteUrl] = '';
    process.env[supportEnvironmentNames.issueTypes] = ' Bug , Billing,, Other ';
    expect(await supportIssueTypes()).toEqual(['Bug', 'Billing', 'Other']);
  });
});

describe('contact attachments', () => {
  const file = (content: Buffer | string, name: string, type = 'application/octet-stream') =>
    new File([typeof content === 'string' ? Buffer.from(content) : content], name, { type });
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

  it('takes the type the content shows, whatever the name and declared type say', async () => {
    const [image, text] = await readAttachments([
      file(gif, 'report.pdf', 'application/pdf'),
      file('Grüße aus der Schule\n', 'hello.bin'),
    ]);
    expect(image?.contentType).toBe('image/gif');
    expect(text?.contentType).toBe('text/plain');
  });

  it('refuses content of another kind, invalid UTF-8 and NULs, naming the file', async () => {
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array<number>(56).fill(0)]);
    for (const [content, name] of [
      [elf, 'tool.png'],
      [Buffer.from([0xff, 0xfe, 0xfd, 0x41]), 'latin.txt'],
      [Buffer.from('a\u0000b'), 'nul.txt'],
    ] as const) {
      await expect(readAttachments([file(content, name)])).rejects.toThrow(attachmentTypeNotAllowed(name));
    }
  });
});
