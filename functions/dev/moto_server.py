"""Local AWS emulator: moto in server mode, single-threaded.

The threaded werkzeug server loses concurrent DynamoDB updates, so requests are served one
at a time. One extra path, /__thon/outbox, lists the email (SES) and SMS (SNS) the emulator
received, newest first, for the local outbox page.
"""
import argparse
import json
import re
import signal
import sys
from collections import OrderedDict
from datetime import datetime, timezone

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


def collect_outbox():
    emails, sms = [], []
    for _region, backend in get_backend("ses")[DEFAULT_ACCOUNT_ID].items():
        for message in backend.sent_messages:
            # SES v1 keeps the HTML part when there is one, else the text part.
            body = getattr(message, "body", None) or getattr(message, "raw_data", "") or ""
            is_html = "<" in body and ">" in body
            destinations = getattr(message, "destinations", None) or []
            to = destinations.get("ToAddresses", []) if isinstance(destinations, dict) else destinations
            emails.append({
                "id": getattr(message, "id", ""),
                "from": getattr(message, "source", "") or "",
                "to": list(to),
                "subject": getattr(message, "subject", "") or "",
                "text": TAG.sub("", body) if is_html else body,
                **({"html": body} if is_html else {}),
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
