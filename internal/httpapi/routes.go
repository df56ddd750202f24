package httpapi

import (
	"errors"
	"net/http"

	"github.com/dayspa/dayspa"
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
type access struct {
	kind accessKind
	// perm is what the role of a staff route's signed-in person must be
	// allowed (dayspa.Role.Can), or 403.
	perm dayspa.Permission
}

type accessKind int

const (
	publicKind accessKind = iota
	sessionKind
	staffKind
)

var (
	// public: anyone; the session is not even loaded.
	public = access{kind: publicKind}
	// session: anyone, with the session loaded (login, status, logout).
	session = access{kind: sessionKind}
)

// staff: a live staff session, or 401 {"message":"Unauthorized"}; and a
// role allowed p, or 403.
func staff(p dayspa.Permission) access { return access{kind: staffKind, perm: p} }

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
		// Authorised by its signature (payment.go); Stripe's retries are
		// not a visitor's writes, so it is not limited.
		{"POST", "/api/payments/stripe/webhook", s.stripeWebhook, public},
		{"POST", "/api/contact", limited(s.createContactMessage), public},
		{"POST", "/api/newsletter", limited(s.subscribe), public},
		{"POST", "/api/consent", limited(s.recordConsent), public},
		{"POST", "/api/privacy/request", limited(s.requestPrivacyLink), public},
		{"GET", "/api/privacy/{token}", limited(s.getPrivacyData), public},
		{"POST", "/api/privacy/{token}/forget", limited(s.forgetByLink), public},
		{"GET", "/api/manage/{token}", limited(s.getManaged), public},
		{"GET", "/api/entitlements/{code}/balance", limited(s.entitlementBalance), public},
		{"GET", "/api/gift-cards/options", s.giftCardOptions, public},
		{"POST", "/api/gift-cards", limited(s.buyGiftCard), public},
		{"GET", "/api/offers", s.offersOnSale, public},
		{"POST", "/api/offers/{id}/orders", limited(s.buyOffer), public},
		{"POST", "/api/manage/{token}/cancel", limited(s.cancelManaged), public},
		{"POST", "/api/manage/{token}/reschedule", limited(s.rescheduleManaged), public},
		{"GET", "/api/manage/{token}/invoices/{id}/pdf", limited(s.managedInvoicePDF), public},
		{"GET", "/api/manage/{token}/data", limited(s.getManagedData), public},
		{"POST", "/api/manage/{token}/forget", limited(s.forgetManaged), public},

		{"POST", "/api/admin/login", s.login, session},
		{"GET", "/api/admin/status", s.status, session},
		{"GET", "/api/admin/me", s.me, staff(dayspa.PermSignedIn)},
		{"GET", "/api/admin/me/earnings", s.myEarnings, staff(dayspa.PermOwnEarnings)},
		{"POST", "/api/admin/me/code", s.startCode, staff(dayspa.PermSignedIn)},
		{"POST", "/api/admin/me/code/confirm", s.confirmCode, staff(dayspa.PermSignedIn)},
		{"DELETE", "/api/admin/me/code", s.turnOffCode, staff(dayspa.PermSignedIn)},
		{"GET", "/api/admin/me/calendar", s.myCalendar, staff(dayspa.PermOwnCalendar)},
		{"GET", "/api/admin/me/time-off", s.myTimeOffRequests, staff(dayspa.PermOwnTimeOff)},
		{"POST", "/api/admin/me/time-off", s.myTimeOffRequest, staff(dayspa.PermOwnTimeOff)},
		{"GET", "/api/admin/time-off-requests", s.adminTimeOffRequests, staff(dayspa.PermTeam)},
		{"POST", "/api/admin/time-off-requests/{id}/approve", s.adminApproveTimeOff, staff(dayspa.PermTeam)},
		{"POST", "/api/admin/time-off-requests/{id}/decline", s.adminDeclineTimeOff, staff(dayspa.PermTeam)},
		{"GET", "/api/admin/users", s.adminUsers, staff(dayspa.PermAccounts)},
		{"POST", "/api/admin/users", s.adminCreateUser, staff(dayspa.PermAccounts)},
		{"PATCH", "/api/admin/users/{id}", s.adminUpdateUser, staff(dayspa.PermAccounts)},
		{"DELETE", "/api/admin/users/{id}", s.adminDeleteUser, staff(dayspa.PermAccounts)},
		{"GET", "/api/admin/me/sessions", s.mySessions, staff(dayspa.PermSignedIn)},
		{"GET", "/api/admin/users/{id}/sessions", s.userSessions, staff(dayspa.PermAccounts)},
		{"DELETE", "/api/admin/sessions/{id}", s.endSession, staff(dayspa.PermSignedIn)},
		{"POST", "/api/admin/logout", s.logout, staff(dayspa.PermSignedIn)},
		{"GET", "/api/admin/nav", s.adminNav, staff(dayspa.PermSignedIn)},
		{"GET", "/api/admin/stats", s.adminStats, staff(dayspa.PermToday)},
		{"GET", "/api/admin/bookings", s.adminBookings, staff(dayspa.PermBookings)},
		{"GET", "/api/admin/calendar", s.adminCalendar, staff(dayspa.PermCalendar)},
		{"GET", "/api/admin/today", s.adminToday, staff(dayspa.PermToday)},
		{"GET", "/api/admin/search", s.adminSearch, staff(dayspa.PermBookings)},
		{"PATCH", "/api/admin/bookings/{id}", s.adminMoveBooking, staff(dayspa.PermBookings)},
		{"PATCH", "/api/admin/bookings/{id}/status", s.adminSetBookingStatus, staff(dayspa.PermBookings)},
		{"POST", "/api/admin/bookings/{id}/undo", s.adminUndoBookingChange, staff(dayspa.PermBookings)},
		{"GET", "/api/admin/bookings/{id}/checkout", s.adminCheckoutDraft, staff(dayspa.PermCheckout)},
		{"POST", "/api/admin/bookings/{id}/checkout/preview", s.adminCheckoutPreview, staff(dayspa.PermCheckout)},
		{"POST", "/api/admin/bookings/{id}/checkout", s.adminCheckout, staff(dayspa.PermCheckout)},
		{"GET", "/api/admin/bookings/{id}/fee", s.adminBookingFee, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/bookings/{id}/fee", s.adminChargeBookingFee, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/bookings/{id}/payment-link", s.adminMakePaymentLink, staff(dayspa.PermCheckout)},
		{"POST", "/api/admin/payment-links/{id}/email", s.adminEmailPaymentLink, staff(dayspa.PermCheckout)},
		{"GET", "/api/admin/bookings/{id}/payments", s.adminBookingPayments, staff(dayspa.PermBookings)},
		{"POST", "/api/admin/bookings/{id}/refunds", s.adminRefund, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/invoices", s.adminInvoices, staff(dayspa.PermCheckout)},
		{"GET", "/api/admin/invoices/{id}", s.adminInvoice, staff(dayspa.PermCheckout)},
		{"GET", "/api/admin/invoices/{id}/pdf", s.adminInvoicePDF, staff(dayspa.PermCheckout)},
		{"GET", "/api/admin/invoices/{id}/receipt", s.adminInvoiceReceipt, staff(dayspa.PermCheckout)},
		{"GET", "/api/admin/invoices/{id}/ubl", s.adminInvoiceUBL, staff(dayspa.PermCheckout)},
		{"POST", "/api/admin/invoices/{id}/credit-notes", s.adminCreditNote, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/invoices/{id}/email", s.adminEmailInvoice, staff(dayspa.PermCheckout)},
		{"GET", "/api/admin/outbox", s.adminOutbox, staff(dayspa.PermSentEmails)},
		{"GET", "/api/admin/outbox/{id}", s.adminOutboxMessage, staff(dayspa.PermSentEmails)},
		{"POST", "/api/admin/outbox/{id}/resend", s.adminResendMessage, staff(dayspa.PermSentEmails)},
		{"GET", "/api/admin/customers", s.adminCustomers, staff(dayspa.PermCustomer)},
		{"GET", "/api/admin/customers/{id}/export", s.adminExportCustomer, staff(dayspa.PermCustomer)},
		{"POST", "/api/admin/customers/{id}/forget", s.adminForgetCustomer, staff(dayspa.PermPrivacy)},
		{"GET", "/api/admin/contact-messages", s.adminContactMessages, staff(dayspa.PermMessages)},
		{"PATCH", "/api/admin/contact-messages/{id}/read", s.adminMarkMessageRead, staff(dayspa.PermMessages)},
		{"GET", "/api/admin/unread-count", s.adminUnreadCount, staff(dayspa.PermMessages)},
		{"GET", "/api/admin/therapists", s.adminTherapists, staff(dayspa.PermCalendar)},
		{"POST", "/api/admin/therapists", s.adminCreateTherapist, staff(dayspa.PermTeam)},
		{"PATCH", "/api/admin/therapists/{id}", s.adminUpdateTherapist, staff(dayspa.PermTeam)},
		{"DELETE", "/api/admin/therapists/{id}", s.adminDeleteTherapist, staff(dayspa.PermTeam)},
		{"GET", "/api/admin/therapists/{id}/earnings", s.adminTherapistEarnings, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/therapists/{id}/statement", s.adminStatement, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/therapists/{id}/statement.pdf", s.adminStatementPDF, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/therapists/{id}/payouts", s.adminRecordPayout, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/gallery", s.publicGallery, staff(dayspa.PermContent)},
		{"POST", "/api/admin/gallery", s.adminCreateGalleryItem, staff(dayspa.PermContent)},
		{"PATCH", "/api/admin/gallery/{id}", s.adminUpdateGalleryItem, staff(dayspa.PermContent)},
		{"DELETE", "/api/admin/gallery/{id}", s.adminDeleteGalleryItem, staff(dayspa.PermContent)},
		{"GET", "/api/admin/team", s.adminTeam, staff(dayspa.PermContent)},
		{"PATCH", "/api/admin/therapists/{id}/profile", s.adminUpdateTeamProfile, staff(dayspa.PermTeam)},
		{"POST", "/api/admin/therapists/{id}/photo", s.adminSetTeamPhoto, staff(dayspa.PermTeam)},
		{"GET", "/api/admin/reviews", s.adminReviews, staff(dayspa.PermContent)},
		{"POST", "/api/admin/reviews", s.adminCreateReview, staff(dayspa.PermContent)},
		{"PATCH", "/api/admin/reviews/{id}", s.adminUpdateReview, staff(dayspa.PermContent)},
		{"DELETE", "/api/admin/reviews/{id}", s.adminDeleteReview, staff(dayspa.PermContent)},
		{"GET", "/api/admin/faq", s.listFAQ, staff(dayspa.PermContent)},
		{"POST", "/api/admin/faq", s.adminCreateFAQEntry, staff(dayspa.PermContent)},
		{"PATCH", "/api/admin/faq/{id}", s.adminUpdateFAQEntry, staff(dayspa.PermContent)},
		{"DELETE", "/api/admin/faq/{id}", s.adminDeleteFAQEntry, staff(dayspa.PermContent)},
		{"GET", "/api/admin/rooms", s.adminRooms, staff(dayspa.PermCalendar)},
		{"POST", "/api/admin/rooms", s.adminCreateRoom, staff(dayspa.PermSettings)},
		{"PATCH", "/api/admin/rooms/{id}", s.adminUpdateRoom, staff(dayspa.PermSettings)},
		{"DELETE", "/api/admin/rooms/{id}", s.adminDeleteRoom, staff(dayspa.PermSettings)},
		{"GET", "/api/admin/room-blocks", s.adminRoomBlocks, staff(dayspa.PermCalendar)},
		{"POST", "/api/admin/room-blocks", s.adminCreateRoomBlock, staff(dayspa.PermSettings)},
		{"PATCH", "/api/admin/room-blocks/{id}", s.adminUpdateRoomBlock, staff(dayspa.PermSettings)},
		{"DELETE", "/api/admin/room-blocks/{id}", s.adminDeleteRoomBlock, staff(dayspa.PermSettings)},
		{"GET", "/api/admin/deposit-policies", s.adminDepositPolicies, staff(dayspa.PermSettings)},
		{"PUT", "/api/admin/deposit-policies", s.adminSetDepositPolicy, staff(dayspa.PermSettings)},
		{"DELETE", "/api/admin/deposit-policies/{id}", s.adminDeleteDepositPolicy, staff(dayspa.PermSettings)},
		{"GET", "/api/admin/settings/retention", s.adminRetention, staff(dayspa.PermSettings)},
		{"PUT", "/api/admin/settings/retention", s.adminSetRetention, staff(dayspa.PermSettings)},
		{"GET", "/api/admin/opening-hours", s.adminOpeningHours, staff(dayspa.PermSettings)},
		{"PUT", "/api/admin/opening-hours", s.adminSetOpeningHours, staff(dayspa.PermSettings)},
		{"POST", "/api/admin/opening-hours/check", s.adminCheckOpeningHours, staff(dayspa.PermSettings)},
		{"GET", "/api/admin/special-days", s.adminSpecialDays, staff(dayspa.PermSettings)},
		{"POST", "/api/admin/special-days", s.adminCreateSpecialDay, staff(dayspa.PermSettings)},
		{"POST", "/api/admin/special-days/check", s.adminCheckSpecialDay, staff(dayspa.PermSettings)},
		{"DELETE", "/api/admin/special-days/{id}", s.adminDeleteSpecialDay, staff(dayspa.PermSettings)},
		{"GET", "/api/admin/posts", s.adminPosts, staff(dayspa.PermContent)},
		{"POST", "/api/admin/posts", s.adminCreatePost, staff(dayspa.PermContent)},
		{"POST", "/api/admin/posts/preview", s.adminPreviewPost, staff(dayspa.PermContent)},
		{"PATCH", "/api/admin/posts/{id}", s.adminUpdatePost, staff(dayspa.PermContent)},
		{"DELETE", "/api/admin/posts/{id}", s.adminDeletePost, staff(dayspa.PermContent)},
		{"POST", "/api/admin/posts/{id}/cover", s.adminSetPostCover, staff(dayspa.PermContent)},
		{"DELETE", "/api/admin/posts/{id}/cover", s.adminRemovePostCover, staff(dayspa.PermContent)},
		{"GET", "/api/admin/blog-categories", s.adminBlogCategories, staff(dayspa.PermContent)},
		{"PATCH", "/api/admin/blog-categories/{name}", s.adminSetBlogCategory, staff(dayspa.PermContent)},
		{"GET", "/api/admin/services", s.adminServices, staff(dayspa.PermContent)},
		{"POST", "/api/admin/services", s.adminCreateService, staff(dayspa.PermContent)},
		{"PATCH", "/api/admin/services/{id}", s.adminUpdateService, staff(dayspa.PermContent)},
		{"GET", "/api/admin/newsletter-subscribers", s.adminSubscribers, staff(dayspa.PermContent)},
		{"GET", "/api/admin/newsletter-subscribers.csv", s.adminSubscribersCSV, staff(dayspa.PermContent)},
		{"GET", "/api/admin/income", s.adminIncome, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/income/stats", s.adminIncomeStats, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/income/summary", s.adminIncomeSummary, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/income/charts", s.adminIncomeCharts, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/income", s.adminCreateIncome, staff(dayspa.PermIncome)},
		{"PATCH", "/api/admin/income/{id}", s.adminUpdateIncome, staff(dayspa.PermIncome)},
		{"DELETE", "/api/admin/income/{id}", s.adminDeleteIncome, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/expenses", s.adminExpenses, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/expenses", s.adminCreateExpense, staff(dayspa.PermIncome)},
		{"PATCH", "/api/admin/expenses/{id}", s.adminUpdateExpense, staff(dayspa.PermIncome)},
		{"DELETE", "/api/admin/expenses/{id}", s.adminDeleteExpense, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/expenses/{id}/receipt", s.adminExpenseReceipt, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/entitlements", s.adminEntitlements, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/entitlements", s.adminIssueEntitlement, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/entitlements/summary", s.adminEntitlementSummary, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/entitlements/{id}", s.adminEntitlement, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/entitlements/{id}/adjust", s.adminAdjustEntitlement, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/entitlements/{id}/renew", s.adminRenewEntitlement, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/entitlements/{id}/stop-renewal", s.adminStopRenewal, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/offers", s.adminOffers, staff(dayspa.PermIncome)},
		{"POST", "/api/admin/offers", s.adminAddOffer, staff(dayspa.PermIncome)},
		{"PUT", "/api/admin/offers/{id}", s.adminUpdateOffer, staff(dayspa.PermIncome)},
		{"PUT", "/api/admin/expenses/{id}/receipt", s.adminSetExpenseReceipt, staff(dayspa.PermIncome)},
		{"DELETE", "/api/admin/expenses/{id}/receipt", s.adminRemoveExpenseReceipt, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/tax/vat-summary", s.adminVATSummary, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/tax/vat-summary.csv", s.adminVATSummaryCSV, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/tax/faf", s.adminFAF, staff(dayspa.PermIncome)},
		{"GET", "/api/admin/audit", s.adminAudit, staff(dayspa.PermAudit)},
		{"GET", "/api/admin/audit.csv", s.adminAuditCSV, staff(dayspa.PermAudit)},
		{"POST", "/api/admin/generate-report", s.adminGenerateReport, staff(dayspa.PermReports)},
		{"GET", "/api/admin/pdf-uploads", s.adminPDFUploads, staff(dayspa.PermReports)},
		{"POST", "/api/admin/pdf-uploads", s.adminCreatePDFUpload, staff(dayspa.PermReports)},
		{"GET", "/api/admin/pdf-uploads/{id}/download", s.adminDownloadPDFUpload, staff(dayspa.PermReports)},
		{"DELETE", "/api/admin/pdf-uploads/{id}", s.adminDeletePDFUpload, staff(dayspa.PermReports)},
		{"POST", "/api/objects/upload", s.createUploadURL, staff(dayspa.PermContent)},
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
// Every admin write also writes one audit event (audited).
func (s *Server) guard(rt route) http.Handler {
	h := rt.handler
	if entity, action, ok := dayspa.AuditOfRoute(rt.method, rt.path); ok {
		h = s.audited(entity, action, h)
	}
	switch rt.access.kind {
	case sessionKind:
		return s.sessions.loadAndSave(h)
	case staffKind:
		return s.sessions.loadAndSave(s.requireStaff(rt.method, rt.path, rt.access.perm, h))
	}
	return h
}
