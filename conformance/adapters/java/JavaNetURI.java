// Adapter of java.net.URI for the rfc2396 conformance suite: one Java file,
// run from source (Java 11 or later):
//
//     rfc2396 conform -- java conformance/adapters/java/JavaNetURI.java
//
// It speaks the protocol of conformance/README.md: one request a line on
// standard input, one answer a line on standard output, in order.
//
// A parse request is valid when new URI(input) throws no
// URISyntaxException. java.net.URI reads RFC 2396 as RFC 2732 amends it
// whatever the syntax asked. The answer gives the components as written
// (getScheme, getRawAuthority, getRawUserInfo, getHost, getRawPath, the
// raw scheme-specific part of an opaque URI, getRawQuery and
// getRawFragment), and the port only when getPort gives one: -1 stands
// for both ":" and no port. A resolve request is answered by resolve and
// toString; with no base, an absolute reference is its own result and any
// other is refused. An equivalence request is answered by equals.

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

public class JavaNetURI {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String line;
        while ((line = in.readLine()) != null) {
            Map<String, Object> req = new Json(line).object();
            out.println(Json.write(answer(req)));
            out.flush();
        }
    }

    static Map<String, Object> answer(Map<String, Object> req) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", req.get("id"));
        String op = (String) req.get("op");
        if ("parse".equals(op)) {
            URI u;
            try {
                u = new URI((String) req.get("input"));
            } catch (URISyntaxException e) {
                out.put("valid", false);
                return out;
            }
            out.put("valid", true);
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("scheme", u.getScheme());
            c.put("authority", u.getRawAuthority());
            c.put("userinfo", u.getRawUserInfo());
            c.put("host", u.getHost());
            if (u.getPort() >= 0) {
                c.put("port", Integer.toString(u.getPort()));
            }
            c.put("path", u.getRawPath());
            c.put("opaque", u.isOpaque() ? u.getRawSchemeSpecificPart() : null);
            c.put("query", u.getRawQuery());
            c.put("fragment", u.getRawFragment());
            out.put("components", c);
        } else if ("resolve".equals(op)) {
            String result = null;
            try {
                URI ref = new URI((String) req.get("ref"));
                String base = (String) req.get("base");
                if (base.isEmpty()) {
                    result = ref.isAbsolute() ? ref.toString() : null;
                } else {
                    result = new URI(base).resolve(ref).toString();
                }
            } catch (URISyntaxException | IllegalArgumentException e) {
                result = null;
            }
            out.put("result", result);
        } else if ("equivalent".equals(op)) {
            try {
                out.put("equivalent", new URI((String) req.get("a")).equals(new URI((String) req.get("b"))));
            } catch (URISyntaxException e) {
                out.put("skip", true);
            }
        } else {
            out.put("skip", true);
        }
        return out;
    }

    // Json reads the flat objects of the protocol (strings, booleans,
    // null) and writes objects of strings, booleans, null and objects.
    static final class Json {
        private final String s;
        private int i;

        Json(String s) {
            this.s = s;
        }

        Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            expect('{');
            space();
            if (peek() == '}') {
                i++;
                return m;
            }
            while (true) {
                space();
                String k = string();
                space();
                expect(':');
                space();
                m.put(k, value());
                space();
                if (peek() == ',') {
                    i++;
                    continue;
                }
                expect('}');
                return m;
            }
        }

        private Object value() {
            char c = peek();
            if (c == '"') {
                return string();
            }
            for (String w : new String[] {"true", "false", "null"}) {
                if (s.startsWith(w, i)) {
                    i += w.length();
                    return w.equals("null") ? null : Boolean.valueOf(w);
                }
            }
            int start = i;
            while (i < s.length() && "-+.0123456789eE".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            if (start == i) {
                throw new IllegalArgumentException("bad JSON at " + i + ": " + s);
            }
            return s.substring(start, i);
        }

        private String string() {
            expect('"');
            StringBuilder b = new StringBuilder();
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') {
                    return b.toString();
                }
                if (c != '\\') {
                    b.append(c);
                    continue;
                }
                char e = s.charAt(i++);
                switch (e) {
                    case 'n': b.append('\n'); break;
                    case 't': b.append('\t'); break;
                    case 'r': b.append('\r'); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'u': b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                    default: b.append(e);
                }
            }
        }

        private char peek() {
            return i < s.length() ? s.charAt(i) : 0;
        }

        private void space() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
        }

        private void expect(char c) {
            if (peek() != c) {
                throw new IllegalArgumentException("bad JSON at " + i + ": expected " + c + " in " + s);
            }
            i++;
        }

        static String write(Object v) {
            if (v == null) {
                return "null";
            }
            if (v instanceof Boolean) {
                return v.toString();
            }
            if (v instanceof Map) {
                StringBuilder b = new StringBuilder("{");
                for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                    if (b.length() > 1) {
                        b.append(',');
                    }
                    b.append(write(e.getKey())).append(':').append(write(e.getValue()));
                }
                return b.append('}').toString();
            }
            StringBuilder b = new StringBuilder("\"");
            for (char c : v.toString().toCharArray()) {
                if (c == '"' || c == '\\') {
                    b.append('\\').append(c);
                } else if (c < 0x20 || c > 0x7e) {
                    b.append(String.format("\\u%04x", (int) c));
                } else {
                    b.append(c);
                }
            }
            return b.append('"').toString();
        }
    }
}
