package httpapi

import (
	"errors"
	"net/http"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/taxdoc"
)

// An issued document as the desk prints or sends it: the A4 PDF, the
// 80 mm receipt page (also the screen's view) and, for a buyer registered
// for VAT, the UBL 2.1 XML an e-invoicing provider takes. Each is a
// download of the audit log. The paths end in a segment of their own
// (/pdf, not .pdf): the router's wildcards are whole segments, and one
// pattern per answer keeps the route table the one list of what is
// served, to whom, and with what event.

// documentFile is one way of answering an issued document: its content
// type, the extension of the attachment ("" answers a page shown inline),
// the script policy of a page that runs its own script, and its renderer.
type documentFile struct {
	contentType, ext, csp string
	render                func(*dayspa.TaxDocument) ([]byte, error)
}

var (
	pdfFile = documentFile{contentType: "application/pdf", ext: "pdf", render: taxdoc.PDF}
	// ublFile fails with taxdoc.ErrNotB2B when the buyer has no tax
	// registration number.
	ublFile = documentFile{contentType: "application/xml; charset=utf-8", ext: "xml", render: taxdoc.UBL}
	// receiptFile is the page printed on the desk's 80 mm printer or read
	// on the screen; it runs only its own print script.
	receiptFile = documentFile{contentType: "text/html; charset=utf-8", csp: taxdoc.ReceiptCSP,
		render: func(d *dayspa.TaxDocument) ([]byte, error) { return taxdoc.ReceiptHTML(d), nil }}
)

// adminInvoicePDF answers the document as an A4 PDF.
func (s *Server) adminInvoicePDF(w http.ResponseWriter, r *http.Request) error {
	return s.serveDocument(w, r, pdfFile)
}

// adminInvoiceUBL answers the document as UBL 2.1 XML; 404 when the buyer
// has no tax registration number.
func (s *Server) adminInvoiceUBL(w http.ResponseWriter, r *http.Request) error {
	return s.serveDocument(w, r, ublFile)
}

// adminInvoiceReceipt answers the document as the receipt page.
func (s *Server) adminInvoiceReceipt(w http.ResponseWriter, r *http.Request) error {
	return s.serveDocument(w, r, receiptFile)
}

// serveDocument renders the path's document as file and answers it, a
// download of the audit log. (Every API answer is no-store: noStoreAPI.)
func (s *Server) serveDocument(w http.ResponseWriter, r *http.Request, file documentFile) error {
	doc, err := s.documentFromPath(r)
	if err != nil {
		return err
	}
	b, err := file.render(doc)
	if errors.Is(err, taxdoc.ErrNotB2B) {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDocumentNoUBL)
	}
	if err != nil {
		return err
	}
	if err := s.recordAudit(r, "invoices", dayspa.AuditDownload); err != nil {
		return err
	}
	file.write(w, doc, b)
	return nil
}

// write answers b, the document doc rendered as file.
func (file documentFile) write(w http.ResponseWriter, doc *dayspa.TaxDocument, b []byte) {
	h := w.Header()
	h.Set("Content-Type", file.contentType)
	if file.ext != "" {
		h.Set("Content-Disposition", `attachment; filename="`+taxdoc.FileName(doc, file.ext)+`"`)
	}
	if file.csp != "" {
		h.Set("Content-Security-Policy", file.csp)
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b)
}

// documentFromPath reads the document the path's id names.
func (s *Server) documentFromPath(r *http.Request) (*dayspa.TaxDocument, error) {
	id, ok := pathID(r)
	if !ok {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDocumentNotFound)
	}
	return s.store.GetTaxDocument(r.Context(), id)
}

// adminEmailInvoice queues the document in the outbox, to the e-mail of
// its booking's guest: 202 with the message; 409 invoice.no_email when it
// has none (a document of the Add New Invoice form has no booking).
func (s *Server) adminEmailInvoice(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDocumentNotFound)
	}
	m, err := s.store.QueueDocumentEmail(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, map[string]any{"message": m})
	return nil
}

// managedInvoicePDF answers, on the guest's manage link, the PDF of a
// document of that link's booking; any other id is 404, as an unknown
// one.
func (s *Server) managedInvoicePDF(w http.ResponseWriter, r *http.Request) error {
	hash, err := manageToken(w, r)
	if err != nil {
		return err
	}
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDocumentNotFound)
	}
	doc, err := s.store.ManagedDocument(r.Context(), hash, id, s.manage)
	if err != nil {
		return err
	}
	b, err := pdfFile.render(doc)
	if err != nil {
		return err
	}
	pdfFile.write(w, doc, b)
	return nil
}
