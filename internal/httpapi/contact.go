package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// Contact messages: a visitor sends one; the dashboard lists them, marks
// them read and counts the unread.

// contactRequest is the body of POST /api/contact: only what a visitor
// may set, so id, isRead or createdAt are unknown fields.
type contactRequest struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Message string `json:"message"`
	// Marketing is the form's box for offers and news by e-mail (never
	// ticked for the visitor); MarketingVersion the version of its words,
	// Language the page's.
	Marketing        bool   `json:"marketing,omitempty"`
	MarketingVersion string `json:"marketingVersion,omitempty"`
	Language         string `json:"language,omitempty"`
}

// createContactMessage stores a visitor's message, unread, and the
// consent of a ticked marketing box.
func (s *Server) createContactMessage(w http.ResponseWriter, r *http.Request) error {
	var req contactRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	m := dayspa.ContactMessage{Name: req.Name, Email: req.Email, Phone: req.Phone, Message: req.Message}
	consent, err := m.ValidateWithMarketing(dayspa.MarketingBox{Ticked: req.Marketing, Version: req.MarketingVersion, Language: req.Language})
	if err != nil {
		return err
	}
	if err := s.store.CreateContactMessage(r.Context(), &m); err != nil {
		return err
	}
	s.recordMarketingConsent(r, consent)
	writeJSON(w, http.StatusCreated, created{ID: m.ID})
	return nil
}

// adminContactMessages answers every contact message, newest first.
func (s *Server) adminContactMessages(w http.ResponseWriter, r *http.Request) error {
	msgs, err := s.store.ListContactMessages(r.Context())
	if err != nil {
		return err
	}
	if msgs == nil {
		msgs = []dayspa.ContactMessage{}
	}
	writeJSON(w, http.StatusOK, msgs)
	return nil
}

// adminMarkMessageRead marks a message read and answers it. It takes no
// body.
func (s *Server) adminMarkMessageRead(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgMessageNotFound)
	}
	m, err := s.store.MarkContactMessageRead(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, m)
	return nil
}

// unreadCount is the answer of GET /api/admin/unread-count.
type unreadCount struct {
	Count int `json:"count"`
}

// adminUnreadCount answers how many contact messages are unread.
func (s *Server) adminUnreadCount(w http.ResponseWriter, r *http.Request) error {
	n, err := s.store.UnreadMessageCount(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, unreadCount{Count: n})
	return nil
}
