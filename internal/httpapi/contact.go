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
}

// createContactMessage stores a visitor's message, unread.
func (s *Server) createContactMessage(w http.ResponseWriter, r *http.Request) {
	var req contactRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	m := dayspa.ContactMessage{Name: req.Name, Email: req.Email, Phone: req.Phone, Message: req.Message}
	if err := m.Validate(); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateContactMessage(r.Context(), &m); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, created{ID: m.ID})
}

// adminContactMessages answers every contact message, newest first.
func (s *Server) adminContactMessages(w http.ResponseWriter, r *http.Request) {
	msgs, err := s.store.ListContactMessages(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if msgs == nil {
		msgs = []dayspa.ContactMessage{}
	}
	writeJSON(w, http.StatusOK, msgs)
}

// adminMarkMessageRead marks a message read and answers it. It takes no
// body.
func (s *Server) adminMarkMessageRead(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgMessageNotFound))
		return
	}
	m, err := s.store.MarkContactMessageRead(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// unreadCount is the answer of GET /api/admin/unread-count.
type unreadCount struct {
	Count int `json:"count"`
}

// adminUnreadCount answers how many contact messages are unread.
func (s *Server) adminUnreadCount(w http.ResponseWriter, r *http.Request) {
	n, err := s.store.UnreadMessageCount(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, unreadCount{Count: n})
}
