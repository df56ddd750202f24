package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"net/netip"
	"runtime/debug"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
)

// middleware wraps the router with what every response gets, outermost
// first: a request id, the access log and panic recovery; security
// headers; cross-origin protection for state-changing requests; no
// caching of API answers.
func (s *Server) middleware(h http.Handler) http.Handler {
	h = noStoreAPI(h)
	h = s.closeWhenDraining(h)
	h = s.crossOriginProtection(h)
	h = s.securityHeaders(h)
	return s.observe(h)
}

type ctxKey int

const (
	clientIPKey ctxKey = iota
	requestIDKey
)

// loggerFrom returns the request's logger, which carries its request id.
var loggerFrom = httpx.Logger

// ClientIP returns the address of the client that sent r, as the observe
// middleware worked it out (see clientIP).
func ClientIP(r *http.Request) netip.Addr {
	ip, _ := r.Context().Value(clientIPKey).(netip.Addr)
	return ip
}

// requestID returns the request's id (see observe).
func requestID(r *http.Request) string {
	id, _ := r.Context().Value(requestIDKey).(string)
	return id
}

// observe gives the request an id (the client's X-Request-Id when it is a
// sane token, else a new one, echoed in the response), a logger that
// carries it, and the client's address; it recovers a panic into a 500
// JSON answer without detail, and writes one access-log line.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get("X-Request-Id")
		if !validRequestID(id) {
			id = newRequestID()
		}
		w.Header().Set("X-Request-Id", id)
		ip := clientIP(r, s.cfg.TrustedProxies)
		logger := s.logger.With("request_id", id)
		ctx := httpx.WithLogger(r.Context(), logger)
		ctx = context.WithValue(ctx, clientIPKey, ip)
		ctx = context.WithValue(ctx, requestIDKey, id)
		ctx, note := s.begin(ctx)
		r = r.WithContext(ctx) // the mux sets its Pattern, which the metrics read
		sw := &statusWriter{ResponseWriter: w}

		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				logger.Error("panic", "method", r.Method, "path", logPath(r.URL.Path), "panic", v, "stack", string(debug.Stack()))
				if sw.status == 0 {
					writeJSON(sw, http.StatusInternalServerError, msgBody(dayspa.MsgInternal))
				}
			}
			status := sw.status
			if status == 0 {
				status = http.StatusOK
			}
			s.record(r, note, status, time.Since(start))
			level := slog.LevelInfo
			if status >= 500 {
				level = slog.LevelError
			}
			logger.Log(ctx, level, "request",
				"method", r.Method,
				"path", logPath(r.URL.Path),
				"status", status,
				"duration_ms", float64(time.Since(start).Microseconds())/1000,
				"bytes", sw.bytes,
				"ip", ip.String(),
			)
		}()
		next.ServeHTTP(sw, r)
	})
}

// statusWriter remembers the status and size of a response.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusWriter) WriteHeader(status int) {
	if w.status == 0 && status >= 200 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func validRequestID(id string) bool {
	if id == "" || len(id) > 128 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("-_.:", c)) {
			return false
		}
	}
	return true
}

func newRequestID() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return hex.EncodeToString(b[:])
}

// clientIP returns the address of the client: the peer, unless the peer is
// a trusted proxy, in which case X-Forwarded-For is read from the right
// and the first address that is not a trusted proxy is the client.
func clientIP(r *http.Request, trusted []netip.Prefix) netip.Addr {
	ip := peerAddr(r.RemoteAddr)
	if !inPrefixes(ip, trusted) {
		return ip
	}
	var hops []string
	for _, v := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(v, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		hop, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break // a forged or garbled hop: stop at the last proxy we believe
		}
		ip = hop.Unmap()
		if !inPrefixes(ip, trusted) {
			break
		}
	}
	return ip
}

func peerAddr(remote string) netip.Addr {
	if ap, err := netip.ParseAddrPort(remote); err == nil {
		return ap.Addr().Unmap()
	}
	a, _ := netip.ParseAddr(remote)
	return a.Unmap()
}

func inPrefixes(ip netip.Addr, prefixes []netip.Prefix) bool {
	for _, p := range prefixes {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

// securityHeaders sets the headers every response carries: the content
// security policy, HSTS behind HTTPS, and the ones that stop sniffing,
// framing and referrer leaks.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	csp := contentSecurityPolicy(s.cfg.SnapPixelID != "")
	hsts := s.base.Scheme == "https"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()")
		if hsts {
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		next.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy allows only the site's own scripts, styles, images,
// fonts and media, plus the ad tracker's hosts when it is on. Inline styles
// are allowed because the app's dialogs and toasts insert <style> elements;
// inline scripts are not (the JSON-LD and config blocks are data, which CSP
// does not govern).
//
// Deposits open nothing here: the booking form sends the guest to Stripe's
// hosted Checkout page by a top-level navigation (location.assign of the
// answer's paymentUrl), which no CSP directive governs, and Stripe sends
// them back to the site's own /booking by another; the card is typed on
// Stripe's page, never in this site's, so no Stripe script, frame or
// connection is allowed (TestCSPOpensNothingForStripe).
func contentSecurityPolicy(tracker bool) string {
	script, connect, img := "'self'", "'self'", "'self' data:"
	if tracker {
		script += " https://sc-static.net"
		connect += " https://tr.snapchat.com"
		img += " https://tr.snapchat.com"
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src " + script,
		"style-src 'self' 'unsafe-inline'",
		"img-src " + img,
		"font-src 'self'",
		"connect-src " + connect,
		"media-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// crossOriginProtection refuses state-changing requests that a browser
// sent from another site (http.CrossOriginProtection), with a JSON 403.
func (s *Server) crossOriginProtection(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	// Behind a proxy that rewrites Host, a browser without Sec-Fetch-Site
	// is still recognised as same-origin by the canonical origin.
	_ = cop.AddTrustedOrigin(s.base.Scheme + "://" + s.base.Host) // valid: parseBaseURL checked it
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusForbidden, msgBody(msgCrossOrigin))
	}))
	return cop.Handler(next)
}

// noStoreAPI keeps API answers out of every cache.
func noStoreAPI(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isAPI(r.URL.Path) {
			w.Header().Set("Cache-Control", "no-store")
		}
		next.ServeHTTP(w, r)
	})
}
