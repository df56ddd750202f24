package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/dayspa/dayspa"
)

// Metrics are the series an operator watches on /metrics, which the
// command serves on its own private address (DAYSPA_METRICS_ADDR), never
// on the public one. Every request is counted by its route's pattern, as
// the route table writes it ("POST /api/bookings"), never by its raw
// path: a path carries ids and whatever a client makes up, and each
// distinct value would be a series of its own.
//
// The database pools' use is registered by the command beside these
// (sql.DBStats, per pool), and so is every gauge read from the database
// when it is scraped: the e-mail outbox's backlog joins there once the
// outbox exists.
type Metrics struct {
	requests  *prometheus.CounterVec
	duration  *prometheus.HistogramVec
	inFlight  prometheus.Gauge
	created   prometheus.Counter
	refused   *prometheus.CounterVec
	logins    *prometheus.CounterVec
	uploads   *prometheus.CounterVec
	renderers prometheus.Gauge
}

// The route label of the requests that match no endpoint: the web app's
// pages and files, and the unknown paths under /api/.
const (
	routeFrontend  = "frontend"
	routeUnmatched = "unmatched"
)

// Why a booking request was refused (dayspa_bookings_refused_total).
const (
	refusedInvalid     = "invalid"     // a field or the body is wrong (400, 413)
	refusedUnavailable = "unavailable" // the slot is full, past or ends after closing (409)
	refusedGuestLimit  = "guest_limit" // the guest has as many pending requests for the day as allowed (429)
	refusedRateLimited = "rate_limited"
	refusedCrossOrigin = "cross_origin" // a browser sent it from another site (403)
	refusedError       = "error"        // the server failed (5xx)
)

// Why a login failed (dayspa_login_failures_total).
const (
	loginWrongPassword = "wrong_password"
	loginThrottled     = "throttled"
	loginInvalid       = "invalid" // no password, or a body that is not the login's
)

// The outcomes of a PUT to an upload URL (dayspa_uploads_total), by the
// status putUpload answers.
var uploadOutcomes = map[int]string{
	http.StatusOK:                    "stored",
	http.StatusForbidden:             "invalid_link",
	http.StatusGone:                  "expired_or_used",
	http.StatusRequestEntityTooLarge: "too_large",
	http.StatusUnsupportedMediaType:  "not_pdf",
	http.StatusBadRequest:            "empty_or_unreadable",
	http.StatusServiceUnavailable:    "no_storage",
}

// latencyBuckets run from half a millisecond, where the cached lists
// answer, to ten seconds, past which a request has failed in all but name.
var latencyBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// NewMetrics creates the server's series and registers them with reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "dayspa_http_requests_total",
			Help: "HTTP requests answered, by route pattern and status code.",
		}, []string{"route", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "dayspa_http_request_duration_seconds",
			Help:    "Time from a request's arrival to the end of its answer, by route pattern.",
			Buckets: latencyBuckets,
		}, []string{"route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "dayspa_http_requests_in_flight",
			Help: "Requests being answered now.",
		}),
		created: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "dayspa_bookings_created_total",
			Help: "Booking requests stored (201).",
		}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "dayspa_bookings_refused_total",
			Help: "Booking requests not stored, by reason: invalid, unavailable, guest_limit, rate_limited, cross_origin, error.",
		}, []string{"reason"}),
		logins: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "dayspa_login_failures_total",
			Help: "Admin logins refused, by reason: wrong_password, throttled, invalid.",
		}, []string{"reason"}),
		uploads: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "dayspa_uploads_total",
			Help: "PUTs of a report file to an upload URL, by outcome.",
		}, []string{"outcome"}),
		renderers: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "dayspa_page_renderers",
			Help: "JavaScript runtimes held for rendering pages (about 10 MB each; at most DAYSPA_RENDERERS).",
		}),
	}
	reg.MustRegister(m.requests, m.duration, m.inFlight, m.created, m.refused, m.logins, m.uploads, m.renderers)
	// Every reason and outcome is a series from the start, at zero, so
	// that a rate over it means something before the first refusal.
	for _, r := range []string{refusedInvalid, refusedUnavailable, refusedGuestLimit, refusedRateLimited, refusedCrossOrigin, refusedError} {
		m.refused.WithLabelValues(r)
	}
	for _, r := range []string{loginWrongPassword, loginThrottled, loginInvalid} {
		m.logins.WithLabelValues(r)
	}
	for _, o := range uploadOutcomes {
		m.uploads.WithLabelValues(o)
	}
	m.uploads.WithLabelValues("error")
	return m
}

// RenderersHeld records how many runtimes the pages' renderer holds; a
// nil Metrics records nothing.
func (m *Metrics) RenderersHeld(n int) {
	if m != nil {
		m.renderers.Set(float64(n))
	}
}

// requestNote is what the layers under the middleware tell the metrics
// about a request: the domain code of the error it was answered with.
type requestNote struct {
	errCode string
}

const noteKey ctxKey = 100

// noteError records the code of the error a request is answered with,
// when the metrics are on.
func noteError(ctx context.Context, err error) {
	if n, ok := ctx.Value(noteKey).(*requestNote); ok {
		n.errCode = dayspa.ErrorCode(err)
	}
}

// begin counts a request in flight and returns ctx carrying a note for
// the metrics, and the note; record ends it.
func (s *Server) begin(ctx context.Context) (context.Context, *requestNote) {
	if s.cfg.Metrics == nil {
		return ctx, nil
	}
	s.cfg.Metrics.inFlight.Inc()
	n := &requestNote{}
	return context.WithValue(ctx, noteKey, n), n
}

// record counts a request that was answered with status after elapsed.
// r is the request as the router saw it: the mux has set its Pattern.
func (s *Server) record(r *http.Request, note *requestNote, status int, elapsed time.Duration) {
	m := s.cfg.Metrics
	if m == nil {
		return
	}
	m.inFlight.Dec()
	route := s.routeLabel(r)
	m.requests.WithLabelValues(route, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(route).Observe(elapsed.Seconds())
	switch route {
	case "POST /api/bookings":
		if status == http.StatusCreated {
			m.created.Inc()
		} else {
			m.refused.WithLabelValues(bookingRefusal(status, note.errCode)).Inc()
		}
	case "POST /api/admin/login":
		switch status {
		case http.StatusUnauthorized:
			m.logins.WithLabelValues(loginWrongPassword).Inc()
		case http.StatusTooManyRequests:
			m.logins.WithLabelValues(loginThrottled).Inc()
		case http.StatusBadRequest, http.StatusRequestEntityTooLarge:
			m.logins.WithLabelValues(loginInvalid).Inc()
		}
	case uploadRoute:
		outcome, ok := uploadOutcomes[status]
		if !ok {
			outcome = "error"
		}
		m.uploads.WithLabelValues(outcome).Inc()
	}
}

// bookingRefusal names why a booking request answered status was not
// stored. The guest limit and the rate limit both answer 429: the guest
// limit is the domain's ETOOMANY error, the rate limit answers before the
// handler runs.
func bookingRefusal(status int, errCode string) string {
	switch {
	case status >= 500:
		return refusedError
	case errCode == dayspa.ECONFLICT:
		return refusedUnavailable
	case errCode == dayspa.ETOOMANY:
		return refusedGuestLimit
	case status == http.StatusTooManyRequests:
		return refusedRateLimited
	case status == http.StatusForbidden:
		return refusedCrossOrigin
	}
	return refusedInvalid
}

// routeLabel is the route table's pattern of r: the one the mux matched,
// or for a request answered before it reached the mux (a cross-origin
// write, a body declared too large) the one it would have matched; the
// web app's pages and files are "frontend", any other path "unmatched".
func (s *Server) routeLabel(r *http.Request) string {
	if r.Pattern != "" {
		return r.Pattern
	}
	if _, p := s.mux.Handler(r); p != "" {
		return p
	}
	if isAPI(r.URL.Path) || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return routeUnmatched
	}
	return routeFrontend
}
