package httpapi

import (
	"net/http"
	"strconv"
)

// What the handlers of every entity share: a path's {id}, the answer of
// a page of a list (read by dayspa.PageQuery), and the shapes of the
// small answers. (A handler named admin… is an admin route of the route
// table: requireAdmin has let the request through.)

// writePage answers one page of a list with the number of all its items
// in X-Total-Count.
func writePage[T any](w http.ResponseWriter, items []T, total int) {
	if items == nil {
		items = []T{}
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	writeJSON(w, http.StatusOK, items)
}

// pathID reads the {id} of the path; ok is false when it is not an id.
func pathID(r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	return id, err == nil && id > 0
}

// created is the answer of a write that made a new row.
type created struct {
	ID int64 `json:"id"`
}

// messageBody is an answer that is only a sentence for people.
type messageBody struct {
	Message string `json:"message"`
}
