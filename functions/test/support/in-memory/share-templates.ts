// In-memory share templates and reminder-due notes (domain/sharing/ports.ts ShareTemplateStore,
// ReminderDueStore).
import type { ReminderDueRecord } from '../../../src/data/repositories/share-reminders-repository';
import type { ShareTemplatesRecord } from '../../../src/data/repositories/share-templates-repository';
import type { ReminderDueStore, ShareTemplateStore } from '../../../src/domain/sharing/ports';

export class InMemoryShareTemplates implements ShareTemplateStore {
  readonly saved = new Map<string, ShareTemplatesRecord>();

  getShareTemplates = (eventId: string) => Promise.resolve(this.saved.get(eventId));

  saveShareTemplates = (templates: Omit<ShareTemplatesRecord, 'version'>) => {
    const record = { ...templates, version: (this.saved.get(templates.eventId)?.version ?? 0) + 1 };
    this.saved.set(templates.eventId, record);
    return Promise.resolve(record);
  };
}

export class InMemoryRemindersDue implements ReminderDueStore {
  readonly due = new Map<string, ReminderDueRecord>();

  noteReminderDue = (dueDate: string, eventId: string) => {
    if (!this.due.has(`${dueDate}/${eventId}`))
      this.due.set(`${dueDate}/${eventId}`, { dueDate, eventId } as ReminderDueRecord);
    return Promise.resolve();
  };

  listRemindersDue = (dueDate: string) =>
    Promise.resolve([...this.due.values()].filter((due) => due.dueDate === dueDate));

  markRemindersDone = (dueDate: string, eventId: string) => {
    const due = this.due.get(`${dueDate}/${eventId}`);
    if (due) due.doneAt = 'done';
    return Promise.resolve();
  };

  forgetReminderDue = (dueDate: string, eventId: string) => {
    this.due.delete(`${dueDate}/${eventId}`);
    return Promise.resolve();
  };
}
