package httpapi

import (
	"bytes"
	"net/http"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report"
)

// A therapist's pay statement for a month (dayspa.PayStatement) and the
// payouts recorded against it.

// adminStatement answers the statement of the therapist {id} for
// ?month=YYYY-MM, this month by default.
func (s *Server) adminStatement(w http.ResponseWriter, r *http.Request) error {
	st, _, err := s.statementOf(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}

// adminStatementPDF answers the statement as a PDF, in English or, with
// ?lang=ar, in Arabic: a download of the log, as the tax invoices' are.
func (s *Server) adminStatementPDF(w http.ResponseWriter, r *http.Request) error {
	st, lang, err := s.statementOf(r)
	if err != nil {
		return err
	}
	// Written to memory first, so that a failure is still a JSON error.
	var buf bytes.Buffer
	if err := report.StatementPDF(&buf, report.Statement{Business: s.cfg.Business.Name, GeneratedAt: s.timeNow(),
		Location: s.cfg.Location, Language: lang, Statement: st}); err != nil {
		return err
	}
	if err := s.recordAudit(r, "therapists", dayspa.AuditDownload); err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", report.ContentType(report.FormatPDF))
	h.Set("Content-Disposition", `attachment; filename="`+report.StatementFileName(st, lang)+`"`)
	w.WriteHeader(http.StatusOK)
	_, _ = buf.WriteTo(w)
	return nil
}

// statementOf reads the statement the request names: the path's
// therapist, ?month= and ?lang= (en, the default, or ar), each wrong
// parameter named in one 400.
func (s *Server) statementOf(r *http.Request) (dayspa.PayStatement, dayspa.Language, error) {
	id, ok := pathID(r)
	if !ok {
		return dayspa.PayStatement{}, "", dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	q := r.URL.Query()
	f := dayspa.FieldErrors{}
	m, err := dayspa.MonthQuery(q, s.today())
	f.Merge(err)
	lang := langQuery(q, f)
	if err := f.Err(); err != nil {
		return dayspa.PayStatement{}, "", err
	}
	st, err := s.store.PayStatement(r.Context(), id, m)
	return st, lang.OrDefault(), err
}

// adminRecordPayout records a payout against a month of the therapist
// {id}: 201 with the payout and the month's statement with it; 400 naming
// each wrong field, payout.too_much on amount beyond what is still due.
func (s *Server) adminRecordPayout(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	var in dayspa.PayoutInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	p, err := in.Read(s.today())
	if err != nil {
		return err
	}
	payout, st, err := s.store.RecordPayout(r.Context(), id, p, s.actorOf(r).Name)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"payout": payout, "statement": st})
	return nil
}
