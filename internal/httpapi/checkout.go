package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// Checkout at the desk and the tax documents it issues. The rules (what a
// sale may hold, its VAT, what a credit note may credit) are the
// domain's (sale.go, tax_document.go, credit_note.go, checkout.go); the
// one transaction that issues a document is the store's.

// adminCheckoutDraft answers what the desk starts a booking's checkout
// from: the booking, the booked service as the first line, the services
// to add lines from; 409 booking.checkout_closed when the booking is
// cancelled or checked out already (with the invoice's id).
func (s *Server) adminCheckoutDraft(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	d, err := s.store.CheckoutDraft(r.Context(), id)
	if err != nil {
		return err
	}
	d.Registered = s.cfg.Issuer.Seller.Registered()
	writeJSON(w, http.StatusOK, d)
	return nil
}

// salePreview is the answer of a checkout's preview: the invoice's form
// and heading, the priced lines and totals, what the payments add up to
// and leave to pay, and whether the sale's total needs the buyer named.
type salePreview struct {
	Format  dayspa.InvoiceFormat `json:"format"`
	Title   string               `json:"title"`
	TitleAr string               `json:"titleAr"`
	Lines   []dayspa.TaxLine     `json:"lines"`
	dayspa.Totals
	Paid       dayspa.Money `json:"paid"`
	Due        dayspa.Money `json:"due"`
	NeedsBuyer bool         `json:"needsBuyer"`
	// Prepaid is the deposit the invoice deducts: the totals are after it.
	Prepaid *dayspa.Prepayment `json:"prepaid,omitempty"`
}

// adminCheckoutPreview prices a checkout as the desk fills it in, whether
// or not its payments add up: it writes nothing. Payments by a code are
// checked as the sale will take them (a package's sessions cover the
// lines they pay, so the total is what is left to pay). A booking that is not there, or that
// cannot be checked out, answers as the draft does (404, 409).
func (s *Server) adminCheckoutPreview(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	if err := s.store.CheckoutOpen(r.Context(), id); err != nil {
		return err
	}
	var in dayspa.CheckoutInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	sale, err := in.Read()
	if err != nil {
		return err
	}
	if err := s.store.PreviewRedemptions(r.Context(), &sale); err != nil {
		return err
	}
	prepaid, err := s.store.BookingPrepayment(r.Context(), id)
	if err != nil {
		return err
	}
	p, err := dayspa.PriceLinesAfter(sale, s.cfg.Issuer.Seller, prepaid)
	if err != nil {
		return err
	}
	title, titleAr := dayspa.DocumentTitle(dayspa.KindInvoice, p.Format)
	writeJSON(w, http.StatusOK, salePreview{
		Format: p.Format, Title: title, TitleAr: titleAr, Lines: p.Lines, Totals: p.Totals,
		Paid: p.Paid, Due: p.Due, NeedsBuyer: p.NeedsBuyer, Prepaid: prepaid,
	})
	return nil
}

// adminCheckout checks a booking out: 201 with the tax invoice issued.
func (s *Server) adminCheckout(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	var in dayspa.CheckoutInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	sale, err := in.Read()
	if err != nil {
		return err
	}
	doc, err := s.store.IssueCheckout(r.Context(), dayspa.Checkout{
		BookingID: id, Sale: sale, Issuer: s.cfg.Issuer, IssuedBy: s.actorOf(r).Name,
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"invoice": doc})
	return nil
}

// documentsPage is a page of the documents list.
type documentsPage struct {
	Invoices []dayspa.TaxDocument `json:"invoices"`
	Total    int                  `json:"total"`
	Page     int                  `json:"page"`
	PageSize int                  `json:"pageSize"`
}

// adminInvoices answers a page of the tax documents, both kinds, newest
// first (?from=&to=&q=&page=&limit=), without their lines.
func (s *Server) adminInvoices(w http.ResponseWriter, r *http.Request) error {
	f, err := dayspa.TaxDocumentQuery(r.URL.Query())
	if err != nil {
		return err
	}
	docs, total, err := s.store.ListTaxDocuments(r.Context(), f)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, documentsPage{Invoices: docs, Total: total, Page: f.Offset/f.Limit + 1, PageSize: f.Limit})
	return nil
}

// adminInvoice answers a document with its lines and payments, the credit
// notes of an invoice and what is left of it to credit.
func (s *Server) adminInvoice(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDocumentNotFound)
	}
	doc, err := s.store.GetTaxDocument(r.Context(), id)
	if err != nil {
		return err
	}
	notes := []dayspa.TaxDocument{}
	var left dayspa.Money
	if doc.Kind == dayspa.KindInvoice {
		if notes, err = s.store.CreditNotesOf(r.Context(), id); err != nil {
			return err
		}
		left = dayspa.CreditedBy(notes).Left(doc)
	}
	out := map[string]any{"invoice": doc, "creditNotes": notes, "left": left}
	// A deposit's invoice is refunded from its payment's booking.
	if booking, err := s.store.DepositInvoiceBooking(r.Context(), id); err != nil {
		return err
	} else if booking != 0 {
		out["paymentBookingId"] = booking
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminCreditNote credits some of an invoice, or an amount shared over
// it: 201 with the credit note issued; 400 credit.too_much names what is
// left.
func (s *Server) adminCreditNote(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDocumentNotFound)
	}
	var in dayspa.CreditNoteInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	req, err := in.Read()
	if err != nil {
		return err
	}
	note, err := s.store.IssueCreditNote(r.Context(), id, req, s.cfg.Issuer, s.actorOf(r).Name)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"creditNote": note})
	return nil
}
