// A stand-in for XMLHttpRequest in jsdom, for the presigned S3 POST: the test reports
// upload progress, answers, or sees the abort. Install with vi.stubGlobal('XMLHttpRequest', FakeXhr)
// and reset FakeXhr.sent before each test.
export class FakeXhr {
  static sent: FakeXhr[] = [];

  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** S3 answers (204 by default, as a presigned POST does). */
  respond(status = 204, body = '') {
    this.status = status;
    this.responseText = body;
    this.events.dispatchEvent(new Event('load'));
  }

  /** The names of the posted form's parts, in order. */
  partNames(): string[] {
    return [...(this.body?.keys() ?? [])];
  }
}
