// Package httpapi is dayspa's JSON API: the route table, thin handlers,
// middleware, JSON errors. Every request not under /api/ that is not one
// of its own routes (/healthz, /readyz, the pictures) goes to the pages
// (Pages: internal/pages, which internal/server puts behind it), through the
// same middleware.
//
// A handler parses, calls the domain or the store, and writes JSON; it holds
// no business rule. Domain error codes become HTTP statuses only here
// (statusOf in json.go).
package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/httpx"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/markdown"
)

// Store is everything the handlers need from the database.
type Store interface {
	dayspa.ServiceStore
	dayspa.BlogStore
	dayspa.BlogCategoryStore
	dayspa.ContactStore
	dayspa.NewsletterStore
	dayspa.ConsentStore
	dayspa.BookingStore
	dayspa.CustomerStore
	dayspa.SettingStore
	dayspa.IncomeStore
	dayspa.IncomeChartStore
	dayspa.ExpenseStore
	dayspa.EntitlementStore
	dayspa.VATStore
	dayspa.TaxDocumentStore
	dayspa.EarningsStore
	dayspa.PayStatementStore
	dayspa.OwnCalendarStore
	dayspa.TimeOffRequestStore
	dayspa.PDFUploadStore
	dayspa.TherapistStore
	dayspa.RoomStore
	dayspa.RoomBlockStore
	dayspa.HoursStore
	dayspa.CalendarStore
	dayspa.BookingMover
	dayspa.BookingUndoer
	dayspa.OutboxStore
	dayspa.ManageStore
	dayspa.GalleryStore
	dayspa.TeamStore
	dayspa.ReviewStore
	dayspa.FAQStore
	dayspa.TodayStore
	dayspa.NavStore
	dayspa.StaffStore
	dayspa.StaffCodeStore
	dayspa.StaffSessionStore
	dayspa.AuditStore
	dayspa.PrivacyLinkStore
	dayspa.PrivacyStore
	dayspa.PaymentStore
	dayspa.FeeStore
	dayspa.PaymentLinkStore
	dayspa.GiftCardStore
	dayspa.OfferStore
	dayspa.RefundStore
	// BookingPrepayment is what a booking's final invoice deducts.
	BookingPrepayment(ctx context.Context, id int64) (*dayspa.Prepayment, error)
	// DepositInvoiceBooking is the booking whose payment invoice id
	// invoiced, or 0.
	DepositInvoiceBooking(ctx context.Context, id int64) (int64, error)
	// CreateSetting stores value under key unless key has a value, and
	// reports whether it did.
	CreateSetting(ctx context.Context, key, value string) (bool, error)
	// Ping reports whether the database answers.
	Ping(ctx context.Context) error
	// Migrated reports whether every migration of this binary is applied.
	Migrated(ctx context.Context) error
	// ContentVersion counts the changes to what the public pages show:
	// the pages (internal/pages) answer a kept page while it stands.
	ContentVersion(ctx context.Context) (int64, error)
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
	// ReadRateLimit is how many public reads that compute (availability
	// by day and by month) a client may make per minute; 0 turns the
	// limit off. The booking page asks a few months and a day at each
	// change of service or preference: the default leaves a visitor
	// dozens of changes a minute.
	ReadRateLimit int
	// GuestLimit is how many booking requests one guest (one e-mail
	// or one phone) may have pending for one day; 0 turns the limit off.
	// The refusal tells the guest Business.Phone and Business.WhatsApp.
	GuestLimit int
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	// SnapPixelID enables the ad tracker when set: the CSP then allows its
	// hosts and the page tells the app the id.
	SnapPixelID string
	// Business holds the spa's public details: the API tells guests its
	// phone and WhatsApp, and the pages show them all.
	Business dayspa.Business
	// Issuer is the seller the tax invoices name (DAYSPA_BUSINESS_TRN,
	// the legal names, the trade licence) and the prefixes of their
	// numbers; empty prefixes are the defaults, INV- and CN-.
	Issuer dayspa.Issuer
	// PageMeta is web/page-meta.json: the title, description and keywords
	// of every route. Nil gives every page the business name as its title.
	// The pages' only, as RenderTimeout is: internal/server passes them on.
	PageMeta []byte
	// Logger receives the access log and errors; nil discards them.
	Logger *slog.Logger
	// RenderTimeout cuts a page render at request time (internal/pages) that
	// runs longer, and serves the page as the build prerendered it; zero
	// is the renderer's default (5 s). Tests under the race detector on a
	// busy machine give it longer, so that they test the render, not the
	// machine.
	RenderTimeout time.Duration
	// Renderers is how many page renders may run at once (internal/pages),
	// each in a runtime of its own; zero is the renderer's default (2).
	Renderers int
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
	// Payments takes deposits online (DAYSPA_STRIPE_SECRET_KEY and
	// DAYSPA_STRIPE_WEBHOOK_SECRET); nil takes none, and every booking is
	// made as it always was.
	Payments *dayspa.Payments
	// StaffCodes says who must sign in with a one-time code
	// (DAYSPA_STAFF_CODES); the zero value requires them of owners and
	// managers, as dayspa.CodesRequired does.
	StaffCodes dayspa.CodePolicy
}

// Server is the HTTP handler of the whole site.
type Server struct {
	cfg     Config
	base    *url.URL
	store   Store
	logger  *slog.Logger
	html    *markdown.Cache
	pages   Pages
	mux     *http.ServeMux
	handler http.Handler

	// rules and manage are the booking and manage-page rules of the
	// configuration (SlotRulesOf, manageRulesOf), built once.
	rules  dayspa.SlotRules
	manage dayspa.ManageRules

	sessions      *sessions
	loginThrottle *auth.LoginThrottle[netip.Prefix]
	uploadKeyState
	readiness

	// The public lists every visitor's first screens read (cache.go):
	// the services, and the blog's in each language (postsList).
	services *cachedList
	// serviceNames is the services list without its descriptions, which
	// every page's footer names (service.go).
	serviceNames serviceSummaries
	posts        map[dayspa.Language]*postsList

	// background counts the work answers left running (privacy_link.go);
	// privacySlots bounds how much of it runs at once.
	background   sync.WaitGroup
	privacySlots chan struct{}
}

// New builds the site's handler: the API, and behind it the pages that
// newPages makes (given the Server, whose answers the pages carry); nil
// newPages serves no pages (NoPages).
func New(cfg Config, store Store, newPages func(*Server) (Pages, error)) (*Server, error) {
	base, err := parseBaseURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	if cfg.Location == nil {
		cfg.Location = time.UTC
	}
	if cfg.Issuer.InvoicePrefix == "" {
		cfg.Issuer.InvoicePrefix = dayspa.DefaultInvoicePrefix
	}
	if cfg.Issuer.CreditNotePrefix == "" {
		cfg.Issuer.CreditNotePrefix = dayspa.DefaultCreditNotePrefix
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
		rules:  SlotRulesOf(cfg),
		manage: manageRulesOf(cfg),

		privacySlots: make(chan struct{}, privacyWorkers),
	}
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	s.services = newCachedList(now, s.loadServices)
	s.posts = map[dayspa.Language]*postsList{}
	for _, lang := range dayspa.Languages {
		s.posts[lang] = &postsList{all: newCachedList(now, s.loadPosts(lang))}
	}
	s.sessions = newSessions(cfg, base.Scheme == "https")
	s.sessions.list = store
	s.loginThrottle = newLoginThrottle(cfg.Now)
	for _, rt := range s.routes() {
		s.mux.Handle(rt.method+" "+rt.path, s.guard(rt))
	}
	s.pages = NoPages{}
	if newPages != nil {
		if s.pages, err = newPages(s); err != nil {
			return nil, err
		}
	}
	s.handler = s.middleware(http.HandlerFunc(s.route))
	return s, nil
}

// ServeHTTP serves a request through the middleware and the route table.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.handler.ServeHTTP(w, r)
}

// uploadRoute is the pattern of the file upload, which takes bodies up to
// dayspa.MaxPDFSize and answers its own 413. The file uploads
// (fileUploadRoutes) take what their handlers allow, a post's writes up to maxPostBody; every other
// request's body is at most maxJSONBody.
const uploadRoute = "PUT /api/objects/upload/{token}"

// route dispatches to the endpoint the route table names. A path with no
// endpoint is the pages' (Pages) unless it is under /api/: there an
// unknown path is a JSON 404 and a known one with the wrong method a JSON
// 405 with its Allow header, never the app's HTML or the mux's text.
//
// A request that declares a body over its route's limit (the uploads'
// aside) is
// answered 413 at once, before anything reads it or loads a session:
// otherwise a client that sends only the headers would hold the
// connection until the read time-out, for a body that would be refused.
func (s *Server) route(w http.ResponseWriter, r *http.Request) {
	h, pattern := s.mux.Handler(r)
	if pattern != uploadRoute && !fileUploadRoutes[pattern] && r.ContentLength > jsonBodyLimit(pattern) {
		writeError(w, r, errBodyTooLarge)
		return
	}
	if pattern != "" {
		s.mux.ServeHTTP(w, r)
		return
	}
	status, allowed := httpx.Unmatched(h, r) // the mux's own 404 or 405: its status and Allow
	switch {
	case isAPI(r.URL.Path):
		if status == http.StatusMethodNotAllowed {
			w.Header().Set("Allow", allowed)
			writeJSON(w, http.StatusMethodNotAllowed, msgBody(msgMethodNotAllowed))
			return
		}
		writeJSON(w, http.StatusNotFound, msgBody(msgNoRoute))
	case status == http.StatusMethodNotAllowed: // POST /healthz
		w.Header().Set("Allow", allowed)
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
	default:
		s.pages.ServeHTTP(w, r)
	}
}

func isAPI(path string) bool { return path == "/api" || strings.HasPrefix(path, "/api/") }

// parseBaseURL checks that s is an absolute http(s) origin and returns it
// without a trailing slash.
var parseBaseURL = httpx.ParseBaseURL

// ParseBaseURL reports whether s is usable as DAYSPA_BASE_URL.
func ParseBaseURL(s string) error {
	_, err := parseBaseURL(s)
	return err
}
