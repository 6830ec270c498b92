#!/usr/bin/env node
// Adapter of fast-uri (npm, the version package-lock.json pins) for the
// rfc2396 conformance suite: one request a line on standard input, one
// answer a line on standard output, in order (conformance/README.md).
//
//     npm ci --prefix conformance/adapters/fasturi
//     rfc2396 conform --suite parse-rfc3986 -- node conformance/adapters/fasturi/fast_uri.js
//
// fast-uri reads RFC 3986 whatever the syntax asked. A parse request is
// valid when parse sets no error. The answer gives the components parse
// tells: the scheme (which it puts in lower case); the host (in lower case
// for the schemes it knows, an IPv6 address without its brackets, given
// back here), the userinfo and the port (a number, written in decimal, or
// "" for an empty one) when the reference has an authority, and all three
// null when it has none; the authority itself only as null, since parse
// gives its parts and not its text; the path, the query and the fragment,
// each null when undefined. It does not tell the kind of a host. A resolve
// request is answered by resolve, and refused where resolve throws or
// either reference has an error; with no base, an absolute reference is
// its own result and any other is refused. An equivalence request is
// answered by equal.

'use strict'

const readline = require('node:readline')
const fastURI = require('fast-uri')

function text (v) {
  return v === undefined ? null : String(v)
}

function components (c) {
  const out = { scheme: text(c.scheme), path: text(c.path), query: text(c.query), fragment: text(c.fragment) }
  if (c.host === undefined) {
    Object.assign(out, { authority: null, userinfo: null, host: null, port: null })
    return out
  }
  let host = c.host
  if (host.includes(':') && !host.startsWith('[')) {
    host = '[' + host + ']'
  }
  Object.assign(out, { userinfo: text(c.userinfo), host, port: text(c.port) })
  return out
}

function resolve (base, ref) {
  const r = fastURI.parse(ref)
  if (r.error) {
    return null
  }
  if (base === '') {
    return r.scheme === undefined ? null : ref
  }
  if (fastURI.parse(base).error) {
    return null
  }
  try {
    return fastURI.resolve(base, ref)
  } catch {
    return null
  }
}

function answer (req) {
  const out = { id: req.id }
  switch (req.op) {
    case 'parse': {
      const c = fastURI.parse(req.input)
      out.valid = !c.error
      if (out.valid) {
        out.components = components(c)
      }
      break
    }
    case 'resolve':
      out.result = resolve(req.base, req.ref)
      break
    case 'equivalent':
      out.equivalent = fastURI.equal(req.a, req.b)
      break
    default:
      out.skip = true
  }
  return out
}

const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
lines.on('line', (line) => {
  process.stdout.write(JSON.stringify(answer(JSON.parse(line))) + '\n')
})
