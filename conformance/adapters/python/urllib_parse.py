#!/usr/bin/env python3
"""Adapter of Python's urllib.parse for the rfc2396 conformance suite.

It speaks the protocol of conformance/README.md: one request a line on
standard input, one answer a line on standard output, in order.

    rfc2396 conform -- python3 conformance/adapters/python/urllib_parse.py

A parse request is valid when urlsplit raises no ValueError. The answer
gives the components urllib.parse tells: the scheme (which urlsplit puts in
lower case), the path as written; the authority (netloc), userinfo (from
username and password), host (hostname, which urllib puts in lower case and
strips of the brackets of an IPv6 literal, given back here) and port only
when the netloc is not empty, since urlsplit does not tell "//" from no
authority; the port only when it is a number (urllib gives an int, and
None for both ":" and no port); the query and fragment only when they are
not empty, since urlsplit does not tell "?" from no query. urllib.parse has
no opaque part: "mailto:a@b" has the path "a@b". A resolve request is
answered by urljoin; with no base, an absolute reference is its own result
and any other is refused. urllib.parse has no equivalence: those requests
are skipped.
"""

import json
import sys
from urllib.parse import urljoin, urlsplit


def components(u):
    c = {"scheme": u.scheme or None, "path": u.path}
    if u.netloc:
        c["authority"] = u.netloc
        userinfo = None
        if u.username is not None:
            userinfo = u.username
            if u.password is not None:
                userinfo += ":" + u.password
        c["userinfo"] = userinfo
        host = u.hostname
        if host is not None and ":" in host:
            host = "[" + host + "]"
        c["host"] = host
        try:
            if u.port is not None:
                c["port"] = str(u.port)
        except ValueError:
            pass
    if u.query:
        c["query"] = u.query
    if u.fragment:
        c["fragment"] = u.fragment
    return c


def answer(req):
    op = req.get("op")
    out = {"id": req.get("id")}
    if op == "parse":
        try:
            u = urlsplit(req["input"])
            comps = components(u)
        except ValueError:
            out["valid"] = False
            return out
        out["valid"] = True
        out["components"] = comps
    elif op == "resolve":
        base, ref = req["base"], req["ref"]
        try:
            if base == "":
                out["result"] = ref if urlsplit(ref).scheme else None
            else:
                urlsplit(base)
                urlsplit(ref)
                out["result"] = urljoin(base, ref)
        except ValueError:
            out["result"] = None
    else:
        out["skip"] = True
    return out


def main():
    sys.stdin.reconfigure(encoding="utf-8")
    for line in sys.stdin:
        req = json.loads(line)
        sys.stdout.write(json.dumps(answer(req), ensure_ascii=True) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
