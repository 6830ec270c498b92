package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// stdinName is the file name check gives standard input in its reports.
const stdinName = "<stdin>"

// runCheck runs "rfc2396 check".
func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("check", synopsis("check"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per invalid line (and warning)")
	warn := fs.Bool("warn", false, "also warn about valid references that section 7 cautions against: a password, a port that is not the scheme's default, an escaped CR, LF or NUL")
	rfc2732 := rfc2732Flag(fs)
	redactFlag(fs) // check prints no input text: there is nothing to hide
	files, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	if len(files) == 0 {
		return usageError(fs, stderr, `missing FILE (use "-" for standard input)`)
	}
	w := bufio.NewWriter(stdout)
	var p checkPrinter = &checkTextPrinter{w: w}
	if *jsonOut {
		p = &checkJSONPrinter{enc: newJSONEncoder(w)}
	}
	status = exitOK
	for _, name := range files {
		if err := checkFile(name, stdin, p, *warn, *rfc2732, &status); err != nil {
			w.Flush()
			fmt.Fprintf(stderr, "rfc2396: %v\n", err)
			status = exitInvalid
		}
	}
	return finish(w, stderr, status)
}

// checkFile checks the lines of the file name ("-" for stdin) and prints
// what it finds with p. It sets *status to exitInvalid when a line is
// invalid, and returns an error when the file cannot be read or the
// output written.
func checkFile(name string, stdin io.Reader, p checkPrinter, warn, rfc2732 bool, status *int) error {
	var opts []parser.Option
	if rfc2732 {
		opts = append(opts, parser.RFC2732())
	}
	var r io.Reader = stdin
	if name == "-" {
		name = stdinName
	} else {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		r = f
	}
	n := 0
	err := forEachLine(r, maxParseLine, func(l line) error {
		n++
		ref, err := parser.Parse(l.text, opts...)
		if err != nil {
			*status = exitInvalid
			if l.cut() {
				err = cutLineError(err, l.len)
			}
			var pe *parser.Error
			if !errors.As(err, &pe) {
				return err
			}
			return p.print(name, n, pe.Offset, "error", newErrorJSON(err, func(string) string { return l.text }, false), pe.Message())
		}
		if warn {
			for _, wa := range warnings(l.text, ref) {
				if err := p.print(name, n, wa.Offset, "warning", wa, wa.Message); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// A checkPrinter prints one finding of check: an error (an invalid line)
// or a warning, at a byte offset of line n of file.
type checkPrinter interface {
	print(file string, n, offset int, severity string, e *errorJSON, message string) error
}

// A checkTextPrinter prints FILE:LINE:COL: message, with COL the 1-based
// byte column, the form that editors and CI systems read.
type checkTextPrinter struct {
	w *bufio.Writer
}

func (p *checkTextPrinter) print(file string, n, offset int, severity string, e *errorJSON, message string) error {
	if severity == "warning" {
		message = "warning: " + message
	}
	_, err := fmt.Fprintf(p.w, "%s:%d:%d: %s\n", file, n, offset+1, message)
	return err
}

// checkJSON is the JSON form of a finding of check: where it is, and the
// fields of the error object every command prints.
type checkJSON struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`   // 1-based, in bytes
	Severity string `json:"severity"` // "error" or "warning"
	*errorJSON
}

type checkJSONPrinter struct {
	enc *json.Encoder
}

func (p *checkJSONPrinter) print(file string, n, offset int, severity string, e *errorJSON, message string) error {
	e.Message = message
	return p.enc.Encode(checkJSON{File: file, Line: n, Column: offset + 1, Severity: severity, errorJSON: e})
}

// defaultPorts are the ports of the schemes whose specification names one:
// normalize's table (RFC 1738's schemes and https), and for warnings also
// RFC 2255 (ldap), RFC 2192 (imap), RFC 2384 (pop), RFC 2326 (rtsp) and
// RFC 6455 (ws, wss).
var defaultPorts = func() map[string]int {
	ports := normalize.DefaultPorts()
	maps.Copy(ports, map[string]int{"ldap": 389, "imap": 143, "pop": 110, "rtsp": 554, "ws": 80, "wss": 443})
	return ports
}()

// warnings returns section 7's cautions about a valid reference s: a
// password in the userinfo, a port that is not the scheme's default, and
// escaped CR, LF or NUL, which a protocol must not receive unescaped.
func warnings(s string, ref *ast.URIReference) []*errorJSON {
	var out []*errorJSON
	add := func(offset int, rule, message, hint string) {
		e := &errorJSON{Offset: offset, Rule: rule, Expected: []string{}, Message: message, Hint: hint}
		if offset < len(s) {
			c, _ := utf8.DecodeRuneInString(s[offset:])
			e.Char = charJSON(c)
		}
		out = append(out, e)
	}
	if t := redact.Of(s, syntax.URIReference); t.OK {
		from := t.From
		// At the ":" before the password, so as not to show any of it.
		add(from-1, "userinfo", "the userinfo holds a password; section 7 strongly disrecommends passwords in URIs",
			"leave the password out of the URI and give it to the protocol another way")
	}
	if port, ok := ref.Port().Number(); ok && ref.Scheme() != nil {
		scheme := strings.ToLower(ref.Scheme().Text)
		if def, known := defaultPorts[scheme]; known && port != def {
			add(ref.Port().Offset, "port", fmt.Sprintf("port %d is not the default port of %s (%d); section 7 cautions that such a URI may reach a different protocol", port, scheme, def),
				"check that the server at this port speaks "+scheme)
		}
	}
	names := map[byte]string{'\r': "CR", '\n': "LF", 0: "NUL"}
	for i := strings.IndexByte(s, '%'); i >= 0 && i < len(s); i++ {
		if c, ok := escape.Octet(s, i); ok && names[c] != "" {
			add(i, "escaped", fmt.Sprintf("%s escapes %s; section 7 cautions that it must not be unescaped before it is sent", s[i:i+3], names[c]),
				"make sure no layer decodes it into a protocol line")
		}
	}
	return out
}
