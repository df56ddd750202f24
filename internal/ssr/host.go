package ssr

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strings"

	"github.com/dop251/goja"
)

// hostScript gives the runtime what React and its companions touch of a
// browser while their modules load: MessageChannel (React's scheduler sets
// one up), TextEncoder (the streaming renderer, bundled beside
// renderToString, encodes its fixed chunks at load) and URL (react-router
// parses a base URL at load). A server render itself is synchronous: it
// never waits on a timer or a message, so timers never fire here.
const hostScript = `
var self = globalThis;
function MessageChannel() {
  this.port1 = { onmessage: null, postMessage: function () {} };
  this.port2 = { onmessage: null, postMessage: function () {} };
}
function TextEncoder() {}
TextEncoder.prototype.encode = function (s) {
  var bytes = unescape(encodeURIComponent(String(s === undefined ? '' : s)));
  var out = new Uint8Array(bytes.length);
  for (var i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return out;
};
function URL(u, base) {
  var parts = __dayspaParseURL(String(u), base === undefined || base === null ? '' : String(base));
  for (var k in parts) this[k] = parts[k];
}
URL.prototype.toString = function () { return this.href; };
URL.prototype.toJSON = function () { return this.href; };
var __dayspaTimer = 0;
function setTimeout() { return ++__dayspaTimer; }
function clearTimeout() {}
function setInterval() { return ++__dayspaTimer; }
function clearInterval() {}
`

func installHost(rt *goja.Runtime, log *slog.Logger) error {
	logAt := func(level slog.Level) func(goja.FunctionCall) goja.Value {
		return func(c goja.FunctionCall) goja.Value {
			parts := make([]string, len(c.Arguments))
			for i, a := range c.Arguments {
				parts[i] = a.String()
			}
			log.Log(context.Background(), level, "ssr: console", "msg", strings.Join(parts, " "))
			return goja.Undefined()
		}
	}
	console := rt.NewObject()
	for name, level := range map[string]slog.Level{"log": slog.LevelDebug, "info": slog.LevelDebug, "debug": slog.LevelDebug, "warn": slog.LevelWarn, "error": slog.LevelError} {
		if err := console.Set(name, logAt(level)); err != nil {
			return err
		}
	}
	if err := rt.Set("console", console); err != nil {
		return err
	}
	if err := rt.Set("__dayspaParseURL", func(raw, base string) map[string]any {
		parts, err := parseURL(raw, base)
		if err != nil {
			panic(rt.NewTypeError(err.Error()))
		}
		return parts
	}); err != nil {
		return err
	}
	if _, err := rt.RunString(hostScript); err != nil {
		return fmt.Errorf("ssr: host script: %w", err)
	}
	return nil
}

// parseURL is the WHATWG URL's parts that react-router reads, from Go's
// parser: an absolute URL, or one relative to an absolute base.
func parseURL(raw, base string) (map[string]any, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("Invalid URL: %q", raw)
	}
	if base != "" {
		b, err := url.Parse(base)
		if err != nil || !b.IsAbs() {
			return nil, fmt.Errorf("Invalid base URL: %q", base)
		}
		u = b.ResolveReference(u)
	}
	if !u.IsAbs() {
		return nil, fmt.Errorf("Invalid URL: %q", raw)
	}
	search, hash := "", ""
	if u.RawQuery != "" {
		search = "?" + u.RawQuery
	}
	if u.Fragment != "" {
		hash = "#" + u.EscapedFragment()
	}
	p := u.EscapedPath()
	if p == "" && u.Host != "" {
		p = "/"
	}
	origin := u.Scheme + "://" + u.Host
	return map[string]any{
		"protocol": u.Scheme + ":", "host": u.Host, "hostname": u.Hostname(), "port": u.Port(),
		"pathname": p, "search": search, "hash": hash, "origin": origin, "href": origin + p + search + hash,
	}, nil
}
