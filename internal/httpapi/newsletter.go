package httpapi

import (
	"encoding/csv"
	"net/http"

	"github.com/dayspa/dayspa"
)

// The newsletter: a visitor subscribes; the dashboard lists the
// subscribers and downloads them as CSV.

// newsletterRequest is the body of POST /api/newsletter.
type newsletterRequest struct {
	Email string `json:"email"`
	// Marketing is the form's box for offers and news by e-mail, which
	// the newsletter needs ticked; MarketingVersion the version of its
	// words, Language the page's.
	Marketing        bool   `json:"marketing"`
	MarketingVersion string `json:"marketingVersion"`
	Language         string `json:"language"`
}

// msgSubscribed thanks a subscriber, new or returning alike.
const msgSubscribed = "Thank you for subscribing!"

// subscribe adds an address to the newsletter: 201 when it is new, 200
// when it was already there (no second row). Either way the consent of
// the ticked box is recorded, so a second subscription under newer words
// is on record too.
func (s *Server) subscribe(w http.ResponseWriter, r *http.Request) error {
	var req newsletterRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	email, consent, err := dayspa.ValidateSubscription(req.Email,
		dayspa.MarketingBox{Ticked: req.Marketing, Version: req.MarketingVersion, Language: req.Language})
	if err != nil {
		return err
	}
	if err := s.store.RecordMarketingConsent(r.Context(), consent); err != nil {
		return err
	}
	isNew, err := s.store.Subscribe(r.Context(), email)
	if err != nil {
		return err
	}
	status := http.StatusOK
	if isNew {
		status = http.StatusCreated
	}
	writeJSON(w, status, messageBody{Message: msgSubscribed})
	return nil
}

// adminSubscribers answers every newsletter subscriber, newest first.
func (s *Server) adminSubscribers(w http.ResponseWriter, r *http.Request) error {
	subs, err := s.store.ListSubscribers(r.Context())
	if err != nil {
		return err
	}
	if subs == nil {
		subs = []dayspa.Subscriber{}
	}
	writeJSON(w, http.StatusOK, subs)
	return nil
}

// adminSubscribersCSV answers the subscribers as a CSV download: e-mail
// and the moment of subscribing in the spa's time zone.
func (s *Server) adminSubscribersCSV(w http.ResponseWriter, r *http.Request) error {
	subs, err := s.store.ListSubscribers(r.Context())
	if err != nil {
		return err
	}
	if err := s.recordAudit(r, "newsletter-subscribers", dayspa.AuditExport); err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="newsletter-subscribers.csv"`)
	w.WriteHeader(http.StatusOK)
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"email", "subscribedAt (" + s.cfg.Location.String() + ")"})
	for _, sub := range subs {
		_ = cw.Write([]string{csvCell(sub.Email), sub.CreatedAt.In(s.cfg.Location).Format("2006-01-02 15:04:05")})
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		loggerFrom(r.Context()).Debug("write csv", "err", err)
	}
	return nil
}

// csvCell defuses a cell that a spreadsheet would run as a formula; the
// rule is the domain's (dayspa.CSVText), which the audit file shares.
func csvCell(v string) string { return dayspa.CSVText(v) }
