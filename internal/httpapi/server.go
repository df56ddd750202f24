// Package httpapi is dayspa's HTTP layer: the route table, thin handlers,
// middleware, JSON errors, and the single-page app with per-route metadata.
//
// A handler parses, calls the domain or the store, and writes JSON; it holds
// no business rule. Domain error codes become HTTP statuses only here
// (statusOf in json.go).
package httpapi

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/markdown"
)

// Store is everything the handlers need from the database.
type Store interface {
	dayspa.ServiceStore
	dayspa.BlogStore
	dayspa.ContactStore
	dayspa.NewsletterStore
	dayspa.BookingStore
	dayspa.CustomerStore
	dayspa.SettingStore
	dayspa.IncomeStore
	dayspa.PDFUploadStore
	dayspa.TherapistStore
	dayspa.RoomStore
	dayspa.RoomBlockStore
	dayspa.HoursStore
	dayspa.CalendarStore
	dayspa.BookingMover
	dayspa.OutboxStore
	dayspa.ManageStore
	dayspa.GalleryStore
	dayspa.TeamStore
	// CreateSetting stores value under key unless key has a value, and
	// reports whether it did.
	CreateSetting(ctx context.Context, key, value string) (bool, error)
	// Ping reports whether the database answers.
	Ping(ctx context.Context) error
	// Migrated reports whether every migration of this binary is applied.
	Migrated(ctx context.Context) error
}

// Config is what the HTTP layer needs to know about the deployment. The
// command validates it; New only normalizes it.
type Config struct {
	// BaseURL is the site's canonical origin, such as https://spa.example;
	// page metadata, the sitemap and robots.txt build absolute URLs from it.
	BaseURL string
	// Location is the spa's clock (DAYSPA_TIMEZONE); nil is UTC.
	Location *time.Location
	// Now tells the current time; nil is time.Now. Tests fix the clock here.
	Now func() time.Time
	// SlotStep is the minutes between bookable start times, 60, 30 or 15
	// (DAYSPA_SLOT_STEP); 0 is dayspa.DefaultSlotStep.
	SlotStep int
	// RateLimit is how many public writes a client may make per minute;
	// 0 turns the limit off.
	RateLimit int
	// GuestLimit is how many booking requests one guest (one e-mail
	// or one phone) may have pending for one day; 0 turns the limit off.
	// The refusal tells the guest Business.Phone and Business.WhatsApp.
	GuestLimit int
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	// SnapPixelID enables the ad tracker when set: the CSP then allows its
	// hosts and the page tells the app the id.
	SnapPixelID string
	// Business holds the spa's public details: the app shows them on every
	// page (siteconfig.go) and the structured data describes them.
	Business Business
	// PageMeta is web/page-meta.json: the title, description and keywords
	// of every route. Nil gives every page the business name as its title.
	PageMeta []byte
	// Logger receives the access log and errors; nil discards them.
	Logger *slog.Logger
	// Sessions keeps the admin sessions (required): the database's, so
	// that every instance shares them.
	Sessions scs.Store
	// SessionIdleTimeout and SessionLifetime end an admin session after
	// that long without a request, and that long after login; zero means
	// DefaultSessionIdleTimeout and DefaultSessionLifetime.
	SessionIdleTimeout time.Duration
	SessionLifetime    time.Duration
	// Blobs keeps the uploaded PDF reports: a folder of the data dir or an
	// S3-compatible bucket. Nil answers the upload endpoints 503.
	Blobs blobstore.Store
	// Metrics receives the request, booking, login and upload counts
	// (metrics.go); nil records none.
	Metrics *Metrics
	// MailConfigured is whether a mail server sends the outbox; without
	// one the dashboard says so of every unsent message.
	MailConfigured bool
	// Mail is what the e-mails say of the spa, for the dashboard's
	// previews.
	Mail mailer.Spa
	// ChangeCutoff is how long before the start a guest may still change
	// a booking on the manage page (DAYSPA_CHANGE_CUTOFF).
	ChangeCutoff time.Duration
}

// Server is the HTTP handler of the whole site.
type Server struct {
	cfg     Config
	base    *url.URL
	store   Store
	logger  *slog.Logger
	html    *markdown.Cache
	site    *site
	mux     *http.ServeMux
	handler http.Handler

	sessions      *sessions
	loginThrottle *auth.Throttle[netip.Prefix]
	uploadKeyState
	readiness

	// The public lists every visitor's first screens read (cache.go).
	services, posts *cachedList
}

// route is one line of the route table. Pattern syntax is net/http's:
// "{slug}" is a path value.
type route struct {
	method  string
	path    string
	handler http.HandlerFunc
	access  access
}

// access says what a route needs of the session.
type access int

const (
	// public: anyone; the session is not even loaded.
	public access = iota
	// session: anyone, with the session loaded (login, status, logout).
	session
	// admin: a live admin session, or 401 {"message":"Unauthorized"}.
	admin
)

// routes is the route table: every endpoint of the site, in one place.
// Tests walk it: every route must be in docs/openapi.yaml, and every
// /api/admin/ route but login and status must answer 401 without a session.
func (s *Server) routes() []route {
	limited := s.rateLimited() // the public writes share one budget per client
	return []route{
		{"GET", "/healthz", s.healthz, public},
		{"GET", "/readyz", s.readyz, public},

		{"GET", "/api/auth/user", s.currentUser, session},
		{"GET", "/api/login", s.loginRedirect, public},
		{"GET", "/api/logout", s.logoutRedirect, session},
		{"GET", "/api/services", s.listServices, public},
		{"GET", "/api/blog", s.listPosts, public},
		{"GET", "/api/blog/{slug}", s.getPost, public},
		{"GET", "/api/availability", s.getAvailability, public},
		{"GET", "/api/availability/month", s.getMonthAvailability, public},
		{"GET", "/api/therapists", s.getTherapists, public},
		{"GET", "/api/gallery", s.publicGallery, public},
		{"GET", "/api/team", s.publicTeam, public},
		{"POST", "/api/bookings", limited(s.createBooking), public},
		{"POST", "/api/contact", limited(s.createContactMessage), public},
		{"POST", "/api/newsletter", limited(s.subscribe), public},
		{"GET", "/api/manage/{token}", limited(s.getManaged), public},
		{"POST", "/api/manage/{token}/cancel", limited(s.cancelManaged), public},
		{"POST", "/api/manage/{token}/reschedule", limited(s.rescheduleManaged), public},

		{"POST", "/api/admin/login", s.login, session},
		{"GET", "/api/admin/status", s.status, session},
		{"POST", "/api/admin/logout", s.logout, admin},
		{"GET", "/api/admin/stats", s.adminStats, admin},
		{"GET", "/api/admin/bookings", s.adminBookings, admin},
		{"GET", "/api/admin/calendar", s.adminCalendar, admin},
		{"PATCH", "/api/admin/bookings/{id}", s.adminMoveBooking, admin},
		{"PATCH", "/api/admin/bookings/{id}/status", s.adminSetBookingStatus, admin},
		{"GET", "/api/admin/outbox", s.adminOutbox, admin},
		{"GET", "/api/admin/outbox/{id}", s.adminOutboxMessage, admin},
		{"POST", "/api/admin/outbox/{id}/resend", s.adminResendMessage, admin},
		{"GET", "/api/admin/customers", s.adminCustomers, admin},
		{"GET", "/api/admin/contact-messages", s.adminContactMessages, admin},
		{"PATCH", "/api/admin/contact-messages/{id}/read", s.adminMarkMessageRead, admin},
		{"GET", "/api/admin/unread-count", s.adminUnreadCount, admin},
		{"GET", "/api/admin/therapists", s.adminTherapists, admin},
		{"POST", "/api/admin/therapists", s.adminCreateTherapist, admin},
		{"PATCH", "/api/admin/therapists/{id}", s.adminUpdateTherapist, admin},
		{"DELETE", "/api/admin/therapists/{id}", s.adminDeleteTherapist, admin},
		{"GET", "/api/admin/gallery", s.publicGallery, admin},
		{"POST", "/api/admin/gallery", s.adminCreateGalleryItem, admin},
		{"PATCH", "/api/admin/gallery/{id}", s.adminUpdateGalleryItem, admin},
		{"DELETE", "/api/admin/gallery/{id}", s.adminDeleteGalleryItem, admin},
		{"GET", "/api/admin/team", s.adminTeam, admin},
		{"PATCH", "/api/admin/therapists/{id}/profile", s.adminUpdateTeamProfile, admin},
		{"POST", "/api/admin/therapists/{id}/photo", s.adminSetTeamPhoto, admin},
		{"GET", "/api/admin/rooms", s.adminRooms, admin},
		{"POST", "/api/admin/rooms", s.adminCreateRoom, admin},
		{"PATCH", "/api/admin/rooms/{id}", s.adminUpdateRoom, admin},
		{"DELETE", "/api/admin/rooms/{id}", s.adminDeleteRoom, admin},
		{"GET", "/api/admin/room-blocks", s.adminRoomBlocks, admin},
		{"POST", "/api/admin/room-blocks", s.adminCreateRoomBlock, admin},
		{"DELETE", "/api/admin/room-blocks/{id}", s.adminDeleteRoomBlock, admin},
		{"GET", "/api/admin/opening-hours", s.adminOpeningHours, admin},
		{"PUT", "/api/admin/opening-hours", s.adminSetOpeningHours, admin},
		{"POST", "/api/admin/opening-hours/check", s.adminCheckOpeningHours, admin},
		{"GET", "/api/admin/special-days", s.adminSpecialDays, admin},
		{"POST", "/api/admin/special-days", s.adminCreateSpecialDay, admin},
		{"POST", "/api/admin/special-days/check", s.adminCheckSpecialDay, admin},
		{"DELETE", "/api/admin/special-days/{id}", s.adminDeleteSpecialDay, admin},
		{"GET", "/api/admin/posts", s.adminPosts, admin},
		{"POST", "/api/admin/posts", s.adminCreatePost, admin},
		{"POST", "/api/admin/posts/preview", s.adminPreviewPost, admin},
		{"PATCH", "/api/admin/posts/{id}", s.adminUpdatePost, admin},
		{"DELETE", "/api/admin/posts/{id}", s.adminDeletePost, admin},
		{"GET", "/api/admin/services", s.adminServices, admin},
		{"POST", "/api/admin/services", s.adminCreateService, admin},
		{"PATCH", "/api/admin/services/{id}", s.adminUpdateService, admin},
		{"GET", "/api/admin/newsletter-subscribers", s.adminSubscribers, admin},
		{"GET", "/api/admin/newsletter-subscribers.csv", s.adminSubscribersCSV, admin},
		{"GET", "/api/admin/income", s.adminIncome, admin},
		{"GET", "/api/admin/income/stats", s.adminIncomeStats, admin},
		{"GET", "/api/admin/income/summary", s.adminIncomeSummary, admin},
		{"POST", "/api/admin/income", s.adminCreateIncome, admin},
		{"PATCH", "/api/admin/income/{id}", s.adminUpdateIncome, admin},
		{"DELETE", "/api/admin/income/{id}", s.adminDeleteIncome, admin},
		{"GET", "/api/admin/expenses", s.adminExpenses, admin},
		{"POST", "/api/admin/generate-report", s.adminGenerateReport, admin},
		{"GET", "/api/admin/pdf-uploads", s.adminPDFUploads, admin},
		{"POST", "/api/admin/pdf-uploads", s.adminCreatePDFUpload, admin},
		{"GET", "/api/admin/pdf-uploads/{id}/download", s.adminDownloadPDFUpload, admin},
		{"DELETE", "/api/admin/pdf-uploads/{id}", s.adminDeletePDFUpload, admin},
		{"POST", "/api/objects/upload", s.createUploadURL, admin},
		// Authorised by its signature, not by a session (upload.go). The
		// one route whose body may exceed maxJSONBody (uploadRoute).
		{"PUT", "/api/objects/upload/{token}", s.putUpload, public},

		{"GET", picturePath + "{name}", s.servePicture, public},
		{"GET", "/sitemap.xml", s.sitemap, public},
		{"GET", "/robots.txt", s.robots, public},
		{"GET", feedPath, s.blogFeed, public},
	}
	// Every other GET is the web app's: its files and its pages (frontend).
}

// guard wraps a route's handler with what its access needs.
func (s *Server) guard(rt route) http.Handler {
	switch rt.access {
	case session:
		return s.sessions.loadAndSave(rt.handler)
	case admin:
		return s.sessions.loadAndSave(s.requireAdmin(rt.handler))
	}
	return rt.handler
}

// New builds the site's handler. app is the built web app (web/dist); it
// may lack index.html, in which case pages answer 503.
func New(cfg Config, store Store, app fs.FS) (*Server, error) {
	base, err := parseBaseURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	if cfg.Location == nil {
		cfg.Location = time.UTC
	}
	if !dayspa.ValidSlotStep(cfg.SlotStep) {
		cfg.SlotStep = dayspa.DefaultSlotStep
	}
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Sessions == nil {
		return nil, errors.New("httpapi: Config.Sessions is required")
	}
	if cfg.SessionIdleTimeout <= 0 {
		cfg.SessionIdleTimeout = DefaultSessionIdleTimeout
	}
	if cfg.SessionLifetime <= 0 {
		cfg.SessionLifetime = DefaultSessionLifetime
	}
	s := &Server{
		cfg:    cfg,
		base:   base,
		store:  store,
		logger: logger,
		html:   markdown.NewCache(1000),
		mux:    http.NewServeMux(),
	}
	if s.site, err = newSite(app, cfg, base); err != nil {
		return nil, err
	}
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	s.services = newCachedList(now, s.loadServices)
	s.posts = newCachedList(now, s.loadPosts)
	s.sessions = newSessions(cfg, base.Scheme == "https")
	s.loginThrottle = newLoginThrottle(cfg.Now)
	for _, rt := range s.routes() {
		s.mux.Handle(rt.method+" "+rt.path, s.guard(rt))
	}
	s.handler = s.middleware(http.HandlerFunc(s.route))
	return s, nil
}

// ServeHTTP serves a request through the middleware and the route table.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.handler.ServeHTTP(w, r)
}

// uploadRoute is the pattern of the file upload, which takes bodies up to
// dayspa.MaxPDFSize and answers its own 413. Every other request's body
// is at most maxJSONBody.
const uploadRoute = "PUT /api/objects/upload/{token}"

// route dispatches to the endpoint the route table names. A path with no
// endpoint is the web app's (frontend) unless it is under /api/: there an
// unknown path is a JSON 404 and a known one with the wrong method a JSON
// 405 with its Allow header, never the app's HTML or the mux's text.
//
// A request that declares a body over maxJSONBody (the upload's aside) is
// answered 413 at once, before anything reads it or loads a session:
// otherwise a client that sends only the headers would hold the
// connection until the read time-out, for a body that would be refused.
func (s *Server) route(w http.ResponseWriter, r *http.Request) {
	h, pattern := s.mux.Handler(r)
	if pattern != uploadRoute && !pictureUploadRoutes[pattern] && r.ContentLength > maxJSONBody {
		writeError(w, r, errBodyTooLarge)
		return
	}
	if pattern != "" {
		s.mux.ServeHTTP(w, r)
		return
	}
	rec := &headerRecorder{header: http.Header{}}
	h.ServeHTTP(rec, r) // the mux's own 404 or 405 writer: keep its status and Allow
	allowed := rec.header.Get("Allow")
	switch {
	case isAPI(r.URL.Path):
		if rec.status == http.StatusMethodNotAllowed {
			w.Header().Set("Allow", allowed)
			writeJSON(w, http.StatusMethodNotAllowed, errorBody{Message: http.StatusText(http.StatusMethodNotAllowed)})
			return
		}
		writeJSON(w, http.StatusNotFound, errorBody{Message: http.StatusText(http.StatusNotFound)})
	case rec.status == http.StatusMethodNotAllowed: // POST /robots.txt
		w.Header().Set("Allow", allowed)
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
	case r.Method == http.MethodGet || r.Method == http.MethodHead:
		s.frontend(w, r)
	default:
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
	}
}

func isAPI(path string) bool { return path == "/api" || strings.HasPrefix(path, "/api/") }

// headerRecorder keeps the status and headers a handler writes and drops
// its body.
type headerRecorder struct {
	header http.Header
	status int
}

func (h *headerRecorder) Header() http.Header { return h.header }
func (h *headerRecorder) Write(b []byte) (int, error) {
	if h.status == 0 {
		h.status = http.StatusOK
	}
	return len(b), nil
}
func (h *headerRecorder) WriteHeader(status int) {
	if h.status == 0 {
		h.status = status
	}
}

// parseBaseURL checks that s is an absolute http(s) origin and returns it
// without a trailing slash.
func parseBaseURL(s string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSuffix(strings.TrimSpace(s), "/"))
	switch {
	case err != nil:
		return nil, fmt.Errorf("base URL %q: %w", s, err)
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Errorf("base URL %q: want http:// or https://", s)
	case u.Host == "" || u.User != nil:
		return nil, fmt.Errorf("base URL %q: want a host and no user", s)
	case u.Path != "" || u.RawQuery != "" || u.Fragment != "":
		return nil, errors.New("base URL " + s + ": want an origin only, with no path, query or fragment (the site is served from /)")
	}
	return u, nil
}

// ParseBaseURL reports whether s is usable as DAYSPA_BASE_URL.
func ParseBaseURL(s string) error {
	_, err := parseBaseURL(s)
	return err
}
