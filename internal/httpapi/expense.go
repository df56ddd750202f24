package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
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
	if err := s.store.DeleteExpense(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
