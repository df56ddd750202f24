package httpapi

import (
	"errors"
	"net/http"
)

// route is one line of the route table. Pattern syntax is net/http's:
// "{slug}" is a path value.
type route struct {
	method  string
	path    string
	handler apiHandler
	access  access
}

// apiHandler is an endpoint of the route table: it writes its answer, or
// returns the error to answer instead, having written no status or body
// (headers it set, such as Retry-After, go out with the error): the
// route's adapter (ServeHTTP) answers every returned error with
// writeError, so that no handler builds an error answer itself.
type apiHandler func(w http.ResponseWriter, r *http.Request) error

// ServeHTTP is the one adapter between net/http and the endpoints.
func (h apiHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	err := h(w, r)
	switch {
	case err == nil:
	case errors.Is(err, errNoStorage):
		// A server without file storage, which no domain code names.
		writeJSON(w, http.StatusServiceUnavailable, msgBody(msgNoStorage))
	default:
		writeError(w, r, err)
	}
}

// errNoStorage is the error of a request that needs the file storage
// (Config.Blobs) on a server that has none: 503.
var errNoStorage = errors.New("no file storage")

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

// routes is the route table: every endpoint of the API, in one place.
// Tests walk it: every route must be in docs/openapi.yaml, and every
// /api/admin/ route but login and status must answer 401 without a session.
func (s *Server) routes() []route {
	limited := s.rateLimited(s.cfg.RateLimit)      // the public writes share one budget per client
	computed := s.rateLimited(s.cfg.ReadRateLimit) // and the public reads that compute another
	return []route{
		{"GET", "/healthz", s.healthz, public},
		{"GET", "/readyz", s.readyz, public},

		{"GET", "/api/auth/user", s.currentUser, session},
		{"GET", "/api/login", s.loginRedirect, public},
		{"GET", "/api/logout", s.logoutRedirect, session},
		{"GET", "/api/services", s.listServices, public},
		{"GET", "/api/blog", s.listPosts, public},
		{"GET", "/api/blog/{slug}", s.getPost, public},
		{"GET", "/api/availability", computed(s.getAvailability), public},
		{"GET", "/api/availability/month", computed(s.getMonthAvailability), public},
		{"GET", "/api/therapists", s.getTherapists, public},
		{"GET", "/api/gallery", s.publicGallery, public},
		{"GET", "/api/team", s.publicTeam, public},
		{"GET", "/api/reviews", s.publicReviews, public},
		{"GET", "/api/faq", s.listFAQ, public},
		{"POST", "/api/bookings", limited(s.createBooking), public},
		{"POST", "/api/contact", limited(s.createContactMessage), public},
		{"POST", "/api/newsletter", limited(s.subscribe), public},
		{"GET", "/api/manage/{token}", limited(s.getManaged), public},
		{"POST", "/api/manage/{token}/cancel", limited(s.cancelManaged), public},
		{"POST", "/api/manage/{token}/reschedule", limited(s.rescheduleManaged), public},

		{"POST", "/api/admin/login", s.login, session},
		{"GET", "/api/admin/status", s.status, session},
		{"POST", "/api/admin/logout", s.logout, admin},
		{"GET", "/api/admin/nav", s.adminNav, admin},
		{"GET", "/api/admin/stats", s.adminStats, admin},
		{"GET", "/api/admin/bookings", s.adminBookings, admin},
		{"GET", "/api/admin/calendar", s.adminCalendar, admin},
		{"GET", "/api/admin/today", s.adminToday, admin},
		{"GET", "/api/admin/search", s.adminSearch, admin},
		{"PATCH", "/api/admin/bookings/{id}", s.adminMoveBooking, admin},
		{"PATCH", "/api/admin/bookings/{id}/status", s.adminSetBookingStatus, admin},
		{"POST", "/api/admin/bookings/{id}/undo", s.adminUndoBookingChange, admin},
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
		{"GET", "/api/admin/therapists/{id}/earnings", s.adminTherapistEarnings, admin},
		{"GET", "/api/admin/reviews", s.adminReviews, admin},
		{"POST", "/api/admin/reviews", s.adminCreateReview, admin},
		{"PATCH", "/api/admin/reviews/{id}", s.adminUpdateReview, admin},
		{"DELETE", "/api/admin/reviews/{id}", s.adminDeleteReview, admin},
		{"GET", "/api/admin/faq", s.listFAQ, admin},
		{"POST", "/api/admin/faq", s.adminCreateFAQEntry, admin},
		{"PATCH", "/api/admin/faq/{id}", s.adminUpdateFAQEntry, admin},
		{"DELETE", "/api/admin/faq/{id}", s.adminDeleteFAQEntry, admin},
		{"GET", "/api/admin/rooms", s.adminRooms, admin},
		{"POST", "/api/admin/rooms", s.adminCreateRoom, admin},
		{"PATCH", "/api/admin/rooms/{id}", s.adminUpdateRoom, admin},
		{"DELETE", "/api/admin/rooms/{id}", s.adminDeleteRoom, admin},
		{"GET", "/api/admin/room-blocks", s.adminRoomBlocks, admin},
		{"POST", "/api/admin/room-blocks", s.adminCreateRoomBlock, admin},
		{"PATCH", "/api/admin/room-blocks/{id}", s.adminUpdateRoomBlock, admin},
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
		{"POST", "/api/admin/posts/{id}/cover", s.adminSetPostCover, admin},
		{"DELETE", "/api/admin/posts/{id}/cover", s.adminRemovePostCover, admin},
		{"GET", "/api/admin/blog-categories", s.adminBlogCategories, admin},
		{"PATCH", "/api/admin/blog-categories/{name}", s.adminSetBlogCategory, admin},
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
	}
	// Every other path not under /api/ is the pages' (Pages): the sitemap,
	// robots.txt, the feeds, and the web app's files and pages, in their
	// own route table (internal/pages, Server.Routes).
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
