package httpapi

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dayspa/dayspa"
)

// What the handlers of every entity share: a path's {id}, a list's page
// and search, and the shapes of the small answers. (A handler named
// admin… is an admin route of the route table: requireAdmin has let the
// request through.)

// maxSearchLen bounds the search text of the dashboard lists.
const maxSearchLen = 100

// maxPage keeps page × limit far from overflowing.
const maxPage = 1_000_000

// pageQuery reads page (from 1) and limit (1 to MaxPageSize, default
// DefaultPageSize) into a Page, recording what is wrong in f.
func pageQuery(q url.Values, f dayspa.FieldErrors) dayspa.Page {
	page, limit := 1, dayspa.DefaultPageSize
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxPage {
			f.Add("page", msgPage)
		} else {
			page = n
		}
	}
	if n, ok := limitQuery(q, f); ok {
		limit = n
	}
	return dayspa.Page{Offset: (page - 1) * limit, Limit: limit}
}

// limitQuery reads limit (1 to MaxPageSize): ok is false when there is
// none or it is wrong (recorded in f).
func limitQuery(q url.Values, f dayspa.FieldErrors) (n int, ok bool) {
	v := q.Get("limit")
	if v == "" {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > dayspa.MaxPageSize {
		f.Add("limit", msgLimit, dayspa.MaxPageSize)
		return 0, false
	}
	return n, true
}

// boolQuery reads the optional flag name: "true", "false", or absent or
// empty (false); anything else is recorded in f.
func boolQuery(q url.Values, name string, f dayspa.FieldErrors) bool {
	switch q.Get(name) {
	case "", "false":
		return false
	case "true":
		return true
	}
	f.Add(name, msgBool, strings.ToUpper(name[:1])+name[1:])
	return false
}

func searchQuery(q url.Values, f dayspa.FieldErrors) string {
	v := strings.TrimSpace(q.Get("search"))
	if !utf8.ValidString(v) || utf8.RuneCountInString(v) > maxSearchLen {
		f.Add("search", msgSearch, maxSearchLen)
		return ""
	}
	return v
}

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
