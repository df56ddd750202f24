package httpapi

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/dayspa/dayspa"
	blobstore "github.com/dayspa/dayspa/internal/blob"
)

// The expenses of the Income area: the spa's recorded spending. The rules
// are the domain's (expense.go); these handlers read, call and answer.

var errExpenseNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgExpenseNotFound)

// adminExpenses answers a page of expenses, newest first, with the number
// of all that match in X-Total-Count:
// ?from=&to=&category=&search=&page=&limit=.
func (s *Server) adminExpenses(w http.ResponseWriter, r *http.Request) error {
	filter, err := dayspa.ExpenseFilterQuery(r.URL.Query(), s.today())
	if err != nil {
		return err
	}
	list, total, err := s.store.ListExpenses(r.Context(), filter)
	if err != nil {
		return err
	}
	writePage(w, list, total)
	return nil
}

// adminCreateExpense records an expense: 201 with it.
func (s *Server) adminCreateExpense(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.ExpenseInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	e, err := dayspa.NewExpense(in, s.cfg.Location, s.today())
	if err != nil {
		return err
	}
	if err := s.store.CreateExpense(r.Context(), &e); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, e)
	return nil
}

// adminUpdateExpense changes the fields the body holds and answers the
// expense as it is now.
func (s *Server) adminUpdateExpense(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errExpenseNotFound
	}
	var in dayspa.ExpenseInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	today := s.today()
	e, err := s.store.UpdateExpense(r.Context(), id, func(e *dayspa.Expense) error {
		return in.Apply(e, s.cfg.Location, today)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, e)
	return nil
}

// adminDeleteExpense removes an expense: 204, or 404.
func (s *Server) adminDeleteExpense(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errExpenseNotFound
	}
	e, err := s.store.DeleteExpense(r.Context(), id)
	if err != nil {
		return err
	}
	if e.Receipt != nil {
		s.dropReceipt(r.Context(), e.Receipt.Key)
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// An expense's receipt (dayspa.Receipt): PUT a multipart form whose
// "file" is the PDF or photo, which replaces the receipt before; DELETE
// removes it; GET answers the file, to those who see the income only,
// never cached. A receipt's file is stored before the row names it and
// removed only once the row no longer does: a failure between the two
// leaves a file no row names, never a row whose file is gone.

var errNoReceipt = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReceiptNone)

// adminSetExpenseReceipt attaches the uploaded receipt and answers the
// expense. A file that is not a PDF, JPEG, PNG or WebP, or too large,
// is a 400 on "file" and changes nothing.
func (s *Server) adminSetExpenseReceipt(w http.ResponseWriter, r *http.Request) error {
	id, err := s.fileOwnerID(r, errExpenseNotFound)
	if err != nil {
		return err
	}
	form, err := readFileForm(w, r, dayspa.MaxReceiptSize, dayspa.MsgReceiptEmpty)
	if err != nil {
		return err
	}
	rec, err := dayspa.NewReceipt(form.fileName, form.file, s.timeNow())
	if err != nil {
		return err
	}
	if err := s.cfg.Blobs.Put(r.Context(), rec.Key, bytes.NewReader(form.file), rec.Size); err != nil {
		return err
	}
	e, old, err := s.store.SetExpenseReceipt(r.Context(), id, &rec)
	if err != nil {
		s.dropReceipt(r.Context(), rec.Key)
		return err
	}
	s.dropReceipt(r.Context(), old)
	writeJSON(w, http.StatusOK, e)
	return nil
}

// adminRemoveExpenseReceipt leaves the expense without a receipt and
// answers it.
func (s *Server) adminRemoveExpenseReceipt(w http.ResponseWriter, r *http.Request) error {
	id, err := s.fileOwnerID(r, errExpenseNotFound)
	if err != nil {
		return err
	}
	e, old, err := s.store.SetExpenseReceipt(r.Context(), id, nil)
	if err != nil {
		return err
	}
	s.dropReceipt(r.Context(), old)
	writeJSON(w, http.StatusOK, e)
	return nil
}

// adminExpenseReceipt answers the receipt's file, shown in the browser
// (inline) or with ?download=1 saved, under its cleaned name. It is a
// private document: no cache keeps it, the browser does not guess
// another type, and shown as a page it runs nothing.
func (s *Server) adminExpenseReceipt(w http.ResponseWriter, r *http.Request) error {
	id, err := s.fileOwnerID(r, errExpenseNotFound)
	if err != nil {
		return err
	}
	e, err := s.store.GetExpense(r.Context(), id)
	if err != nil {
		return err
	}
	if e.Receipt == nil {
		return errNoReceipt
	}
	rc, size, err := s.cfg.Blobs.Get(r.Context(), e.Receipt.Key)
	if errors.Is(err, blobstore.ErrNotFound) {
		loggerFrom(r.Context()).Error("receipt file missing", "expense", id, "key", e.Receipt.Key)
		return errNoReceipt
	} else if err != nil {
		return err
	}
	defer rc.Close()
	if err := s.recordAudit(r, "expenses", dayspa.AuditDownload); err != nil {
		return err
	}
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(uploadTransferTime))
	kind := "inline"
	if r.URL.Query().Get("download") == "1" {
		kind = "attachment"
	}
	h := w.Header()
	h.Set("Content-Type", e.Receipt.ContentType)
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	h.Set("Content-Disposition", disposition(kind, e.Receipt.Name, dayspa.ReceiptExt(e.Receipt.ContentType)))
	h.Set("Cache-Control", "private, no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, rc); err != nil {
		loggerFrom(r.Context()).Debug("download receipt", "expense", id, "err", err)
	}
	return nil
}

// dropReceipt removes the file of a receipt no row names any more (""
// for none). A missing file is no error; a failure is logged, and the
// answer stands: the row was written.
func (s *Server) dropReceipt(ctx context.Context, key string) {
	if key == "" {
		return
	}
	if s.cfg.Blobs == nil {
		loggerFrom(ctx).Error("receipt file left: no file storage", "key", key)
		return
	}
	if err := s.cfg.Blobs.Delete(context.WithoutCancel(ctx), key); err != nil {
		loggerFrom(ctx).Error("remove receipt file", "key", key, "err", err)
	}
}
