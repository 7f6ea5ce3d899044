#!/usr/bin/env python3
"""A rates provider for tests, on 127.0.0.1 only. Prints its port, then serves until killed.

Paths: /daily.xml (ECB XML), /busy (429 once, then the XML), /broken (always 500), /slow (answers after 3 s),
/cut (announces more bytes than it sends), /v6/<key>/latest/<base> (exchangerate-api JSON if key is "s3cret",
else an error body), /error (200 with a result: error body), /changed.xml (the XML with other numbers),
/truncated.xml (a whole HTTP answer whose XML stops after two Cubes), /hostile/<case> (answers no snapshot may hold),
/endless (a body that never ends), /huge (announces 2 GB and sends them fast), /drip (one byte a second),
/gzip (100 MB of spaces in 100 KB, `Content-Encoding: gzip`), /bomb (the same gzipped twice, `gzip, gzip`).
Dated from today (UTC), for `daily`: /recent/daily.xml (the last working day's rates), /recent/day/N.xml (the working
day N before that), /recent/hist-90d.xml (every working day of the last 90 days but /recent/holiday's, as the ECB's
eurofxref-hist-90d.xml), /down/... (503 with Retry-After: 0, every time), /gone/... (404).
/answers/<name> serves answers/<name> (other providers' answers, as they write them), whatever the query.
"""
import datetime
import gzip
import http.server
import os
import sys
import time

ANSWERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "answers")

XML = """<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<gesmes:subject>Reference rates</gesmes:subject>
<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
<Cube><Cube time='2026-04-13'><Cube currency='USD' rate='1.1684'/><Cube currency='JPY' rate='186.75'/></Cube></Cube>
</gesmes:Envelope>
"""
hits = {}


def working_days():
    """The last 90 days' working days, newest first, from the last one on or before today (UTC)."""
    day = datetime.datetime.now(datetime.timezone.utc).date()
    days = []
    for _ in range(90):
        if day.weekday() < 5:
            days.append(day)
        day -= datetime.timedelta(days=1)
    return days


def holiday():
    """A working day the provider did not publish: the third before the last."""
    return working_days()[3]


def cube(day):
    usd = "%.4f" % (1.1500 + (day.toordinal() % 50) / 1000)
    return "<Cube time='%s'><Cube currency='USD' rate='%s'/><Cube currency='JPY' rate='186.75'/></Cube>" % (day.isoformat(), usd)


def recent_xml(days):
    return XML.replace(XML[XML.index("<Cube><Cube time"):XML.index("</gesmes:Envelope>")],
                       "<Cube>" + "".join(cube(day) for day in days) + "</Cube>\n")
HOSTILE = {
    "script-code": XML.replace("currency='JPY'", "currency='&lt;/SCRIPT&gt;&lt;SCRIPT&gt;alert(1)'"),
    "zero-rate": XML.replace("rate='186.75'", "rate='0'"),
    "negative-rate": XML.replace("rate='186.75'", "rate='-186.75'"),
    "future-date": XML.replace("2026-04-13", "2999-04-13"),
    "huge-year": XML.replace("2026-04-13", "9000000000000000000-01-01"),
    "signed-date": XML.replace("2026-04-13", "+2026-04-13"),
    "unknown-code": XML.replace("currency='JPY'", "currency='XYZ'"),
    "script-base": '{"result":"success","time_last_update_unix":1776038401,"base_code":"<script>",'
                   '"conversion_rates":{"EUR":0.8559}}',
    "huge-time": '{"result":"success","time_last_update_unix":9223372036854775807,"base_code":"USD",'
                 '"conversion_rates":{"EUR":0.8559}}',
}


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, status, body, headers=(), length=None):
        data = body.encode()
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(length if length is not None else len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        hits[self.path] = hits.get(self.path, 0) + 1
        if self.path == "/recent/daily.xml":
            self.send(200, recent_xml([working_days()[0]]))
        elif self.path.startswith("/recent/day/"):
            self.send(200, recent_xml([working_days()[int(self.path[len("/recent/day/"):-len(".xml")])]]))
        elif self.path == "/recent/hist-90d.xml":
            self.send(200, recent_xml([day for day in working_days() if day != holiday()]))
        elif self.path == "/recent/holiday":
            self.send(200, holiday().isoformat())
        elif self.path.startswith("/down/"):
            self.send(503, "down for maintenance", [("Retry-After", "0")])
        elif self.path.startswith("/gone/"):
            self.send(404, "not here")
        elif self.path == "/daily.xml":
            self.send(200, XML)
        elif self.path == "/changed.xml":
            self.send(200, XML.replace("1.1684", "1.2000"))
        elif self.path == "/busy":
            if hits[self.path] == 1:
                self.send(429, "slow down", [("Retry-After", "0")])
            else:
                self.send(200, XML)
        elif self.path == "/broken":
            self.send(500, "oops")
        elif self.path == "/slow":
            time.sleep(3)
            self.send(200, XML)
        elif self.path == "/cut":
            self.send(200, XML[:200], length=len(XML))
            self.close_connection = True
        elif self.path == "/truncated.xml":
            self.send(200, XML[:XML.index("<Cube currency='JPY'")])
        elif self.path.startswith("/hostile/"):
            self.send(200, HOSTILE[self.path[len("/hostile/"):]])
        elif self.path == "/endless":
            self.send_response(200)
            self.end_headers()
            self.close_connection = True
            chunk = b"<Cube>" * 10000
            try:
                for _ in range(100000):  # 6 GB at most, never reached: the client stops at its limit
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif self.path == "/huge":
            self.send_response(200)
            self.send_header("Content-Length", str(2 * 1024 ** 3))
            self.end_headers()
            try:
                for _ in range(2 * 1024 ** 3 // 65536):
                    self.wfile.write(b" " * 65536)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif self.path in ("/gzip", "/bomb"):
            body = gzip.compress(b" " * (100 * 1024 ** 2), compresslevel=9)
            if self.path == "/bomb":
                body = gzip.compress(body)
            self.send_response(200)
            self.send_header("Content-Encoding", "gzip" if self.path == "/gzip" else "gzip, gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif self.path == "/drip":
            self.send_response(200)
            self.send_header("Content-Length", str(len(XML)))
            self.end_headers()
            try:
                for character in XML[:30]:
                    self.wfile.write(character.encode())
                    self.wfile.flush()
                    time.sleep(1)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif self.path == "/error":
            self.send(200, '{"result":"error","error-type":"quota-reached"}')
        elif self.path.startswith("/answers/"):
            name = os.path.basename(self.path.split("?")[0])
            path = os.path.join(ANSWERS, name)
            if os.path.isfile(path):
                with open(path, encoding="utf-8") as answer:
                    self.send(200, answer.read(), [("Content-Type", "application/json")])
            else:
                self.send(404, '{"message":"not found"}')
        elif self.path.startswith("/v6/"):
            parts = self.path.split("/")
            if parts[2] == "s3cret":
                self.send(200, '{"result":"success","time_last_update_unix":1776038401,"base_code":"%s",'
                               '"conversion_rates":{"%s":1,"EUR":0.8559,"JPY":159.83}}' % (parts[4], parts[4]))
            else:
                self.send(403, '{"result":"error","error-type":"invalid-key"}')
        else:
            self.send(404, "not here")


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
