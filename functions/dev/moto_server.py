"""Local AWS emulator: moto in server mode, single-threaded.

The threaded werkzeug server loses concurrent DynamoDB updates, so requests are served one
at a time. One extra path, /__thon/outbox, lists the email (SES) and SMS (SNS) the emulator
received, newest first, for the local outbox page; raw (MIME) email is parsed, so it shows the
decoded subject, text and HTML parts, Reply-To and List-Unsubscribe as the recipient sees them.
"""
import argparse
import json
import re
import signal
import sys
from collections import OrderedDict
from datetime import datetime, timezone
from email import message_from_bytes, message_from_string, policy
from email.utils import getaddresses

from werkzeug.serving import run_simple
from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from moto.backends import get_backend
from moto.core import DEFAULT_ACCOUNT_ID
from moto.ses import models as ses_models
from moto.sns import models as sns_models

import moto_transactions  # noqa: F401  (fast TransactWriteItems: see that module)

OUTBOX_PATH = "/__thon/outbox"
TAG = re.compile(r"<[^>]+>")


def _stamp(cls):
    """moto keeps no send time; record one as each message object is created."""
    original = cls.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.sent_at = datetime.now(timezone.utc)

    cls.__init__ = init


class _TimedSms(OrderedDict):
    """SNS keeps SMS as {id: (phone, text)}; remember when each arrived."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sent_at = {}

    def __setitem__(self, key, value):
        self.sent_at[key] = datetime.now(timezone.utc)
        super().__setitem__(key, value)


_stamp(ses_models.Message)
_stamp(ses_models.RawMessage)
_original_sns_init = sns_models.SNSBackend.__init__


def _sns_init(self, *args, **kwargs):
    _original_sns_init(self, *args, **kwargs)
    self.sms_messages = _TimedSms()


sns_models.SNSBackend.__init__ = _sns_init


def _iso(value):
    return value.isoformat().replace("+00:00", "Z") if value else None


def _addresses(values):
    """Plain addresses, in order, once each (case-insensitively), from address-list strings."""
    seen, found = set(), []
    for _name, address in getaddresses([value for value in values if value]):
        if address and address.lower() not in seen:
            seen.add(address.lower())
            found.append(address)
    return found


def _part(message, subtype):
    part = message.get_body(preferencelist=(subtype,))
    if part is None or part.get_content_type() != f"text/{subtype}":
        return None
    return part.get_content()


def _shown(header):
    """A header as a mail client shows it: address lists as "Name <address>", without RFC quoting."""
    if header is None:
        return None
    addresses = getattr(header, "addresses", None)
    if addresses:
        return ", ".join(
            f"{address.display_name} <{address.addr_spec}>" if address.display_name else address.addr_spec
            for address in addresses
        )
    return str(header).strip()


def _raw_email(message):
    """A SendRawEmail message as its recipient sees it: the MIME parsed (headers and bodies decoded)."""
    raw = message.raw_data
    parsed = message_from_bytes(raw, policy=policy.default) if isinstance(raw, bytes) else \
        message_from_string(raw, policy=policy.default)
    text, html = _part(parsed, "plain"), _part(parsed, "html")
    if text is None and html is not None:
        text = TAG.sub("", html)
    # moto adds the To, Cc and Bcc headers' addresses to the destinations it was given.
    to = _addresses(list(message.destinations or [])) or _addresses(parsed.get_all("to", []))
    headers = {"replyTo": "reply-to", "listUnsubscribe": "list-unsubscribe",
               "listUnsubscribePost": "list-unsubscribe-post"}
    attachments = [_attachment(part) for part in parsed.iter_attachments()] if parsed.is_multipart() else []
    return {
        "from": _shown(parsed["from"]) or message.source or "",
        "to": to,
        "subject": _shown(parsed["subject"]) or "",
        "text": text or "",
        **({"html": html} if html is not None else {}),
        **{field: _shown(parsed[name]) for field, name in headers.items() if parsed[name] is not None},
        **({"attachments": attachments} if attachments else {}),
    }


def _attachment(part):
    """An attachment as a mail client lists it: file name, type and decoded size in bytes."""
    content = part.get_payload(decode=True) or b""
    return {"fileName": part.get_filename() or "", "contentType": part.get_content_type(), "size": len(content)}


def _email(message):
    """A SendEmail message: SES v1 keeps the HTML part when there is one, else the text part."""
    body = getattr(message, "body", None) or ""
    is_html = "<" in body and ">" in body
    destinations = getattr(message, "destinations", None) or []
    to = destinations.get("ToAddresses", []) if isinstance(destinations, dict) else destinations
    return {
        "from": getattr(message, "source", "") or "",
        "to": list(to),
        "subject": getattr(message, "subject", "") or "",
        "text": TAG.sub("", body) if is_html else body,
        **({"html": body} if is_html else {}),
    }


def collect_outbox():
    emails, sms = [], []
    for _region, backend in get_backend("ses")[DEFAULT_ACCOUNT_ID].items():
        for message in backend.sent_messages:
            try:
                shown = _raw_email(message) if isinstance(message, ses_models.RawMessage) else _email(message)
            except Exception as error:  # noqa: BLE001  (one unreadable message must not hide the rest)
                raw = getattr(message, "raw_data", "") or ""
                shown = {"from": getattr(message, "source", "") or "", "to": list(getattr(message, "destinations", []) or []),
                         "subject": f"(unreadable message: {error})",
                         "text": raw.decode(errors="replace") if isinstance(raw, bytes) else str(raw)}
            emails.append({
                "id": getattr(message, "id", ""),
                **shown,
                "sentAt": _iso(getattr(message, "sent_at", None)),
            })
    for _region, backend in get_backend("sns")[DEFAULT_ACCOUNT_ID].items():
        times = getattr(backend.sms_messages, "sent_at", {})
        for message_id, (phone_number, text) in backend.sms_messages.items():
            sms.append({"id": message_id, "phoneNumber": phone_number, "message": text,
                        "sentAt": _iso(times.get(message_id))})
    emails.sort(key=lambda item: item["sentAt"] or "", reverse=True)
    sms.sort(key=lambda item: item["sentAt"] or "", reverse=True)
    return {"emails": emails, "sms": sms}


class WithOutbox:
    def __init__(self, app):
        self.app = app

    def __call__(self, environ, start_response):
        if environ.get("PATH_INFO") == OUTBOX_PATH:
            body = json.dumps(collect_outbox()).encode()
            start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
            return [body]
        return self.app(environ, start_response)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    app = WithOutbox(DomainDispatcherApplication(create_backend_app))
    run_simple(args.host, args.port, app, threaded=False, use_reloader=False)


if __name__ == "__main__":
    main()
