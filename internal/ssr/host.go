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
// renderToString, encodes its fixed chunks at load), URL (react-router
// parses a base URL at load) and URLSearchParams (react-router's
// useSearchParams, which the blog's filter reads, refuses to run without). A server render itself is synchronous: it
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
function URLSearchParams(init) {
  this._list = [];
  if (init === undefined || init === null) return;
  if (init instanceof URLSearchParams) { this._list = init._list.slice(); return; }
  if (typeof init === 'object') {
    var pairs = Array.isArray(init) ? init : Object.keys(init).map(function (k) { return [k, init[k]]; });
    for (var i = 0; i < pairs.length; i++) this._list.push([String(pairs[i][0]), String(pairs[i][1])]);
    return;
  }
  var s = String(init);
  if (s.charAt(0) === '?') s = s.slice(1);
  var parts = s === '' ? [] : s.split('&');
  for (var j = 0; j < parts.length; j++) {
    if (parts[j] === '') continue;
    var eq = parts[j].indexOf('=');
    var k = eq < 0 ? parts[j] : parts[j].slice(0, eq), v = eq < 0 ? '' : parts[j].slice(eq + 1);
    this._list.push([__dayspaFormDecode(k), __dayspaFormDecode(v)]);
  }
}
function __dayspaFormDecode(s) {
  s = s.replace(/\+/g, ' ');
  try { return decodeURIComponent(s); } catch (e) { return s; }
}
function __dayspaFormEncode(s) {
  return encodeURIComponent(s).replace(/%20/g, '+').replace(/[!'()~]/g, function (c) { return '%' + c.charCodeAt(0).toString(16).toUpperCase(); });
}
URLSearchParams.prototype.get = function (k) {
  for (var i = 0; i < this._list.length; i++) if (this._list[i][0] === String(k)) return this._list[i][1];
  return null;
};
URLSearchParams.prototype.getAll = function (k) {
  return this._list.filter(function (p) { return p[0] === String(k); }).map(function (p) { return p[1]; });
};
URLSearchParams.prototype.has = function (k) { return this.get(k) !== null; };
URLSearchParams.prototype.append = function (k, v) { this._list.push([String(k), String(v)]); };
URLSearchParams.prototype['delete'] = function (k) { this._list = this._list.filter(function (p) { return p[0] !== String(k); }); };
URLSearchParams.prototype.set = function (k, v) {
  var i = -1;
  for (var j = 0; j < this._list.length; j++) if (this._list[j][0] === String(k)) { i = j; break; }
  this['delete'](k);
  if (i < 0) this._list.push([String(k), String(v)]); else this._list.splice(i, 0, [String(k), String(v)]);
};
URLSearchParams.prototype.forEach = function (f, self) {
  var list = this._list.slice();
  for (var i = 0; i < list.length; i++) f.call(self, list[i][1], list[i][0], this);
};
URLSearchParams.prototype.keys = function () { return this._list.map(function (p) { return p[0]; })[Symbol.iterator](); };
URLSearchParams.prototype.values = function () { return this._list.map(function (p) { return p[1]; })[Symbol.iterator](); };
URLSearchParams.prototype.entries = function () { return this._list.map(function (p) { return [p[0], p[1]]; })[Symbol.iterator](); };
URLSearchParams.prototype[Symbol.iterator] = URLSearchParams.prototype.entries;
Object.defineProperty(URLSearchParams.prototype, 'size', { get: function () { return this._list.length; } });
URLSearchParams.prototype.toString = function () {
  return this._list.map(function (p) { return __dayspaFormEncode(p[0]) + '=' + __dayspaFormEncode(p[1]); }).join('&');
};
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
