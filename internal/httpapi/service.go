package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"

	"github.com/dayspa/dayspa"
)

// The services: the public list (served from memory, cache.go) and the
// dashboard's list, new service and edit. The form's rules are the
// domain's (dayspa.ServiceInput).

// listServices answers every service, active or not: the site shows the
// inactive ones as Unavailable. With summary=true, each without its
// descriptions (description and descriptionAr empty): the names the
// footer of every page lists, which every page's first HTML carries.
func (s *Server) listServices(w http.ResponseWriter, r *http.Request) {
	f := dayspa.FieldErrors{}
	summary := boolQuery(r.URL.Query(), "summary", f)
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	if !summary {
		serveCachedList(w, r, s.services)
		return
	}
	names, err := s.serviceSummaries(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, names)
}

// serviceSummariesPath is the API path of the services without their
// descriptions: the key of that answer in a page's data block
// (web/src/features/services/api/get-service-names.ts writes the same).
const serviceSummariesPath = "/api/services?summary=true"

// serviceSummaries answers GET /api/services?summary=true now, cut from
// the same cached copy GET /api/services answers.
func (s *Server) serviceSummaries(ctx context.Context) (json.RawMessage, error) {
	list, err := s.services.get(ctx)
	if err != nil {
		return nil, err
	}
	return s.serviceNames.of(list)
}

// serviceSummaries is the services list without the descriptions, made
// once per copy of the list (every rendered page carries it).
type serviceSummaries struct {
	mu   sync.Mutex
	from *blob
	body json.RawMessage
}

// of returns the services of list, each with its descriptions emptied.
func (ss *serviceSummaries) of(list *blob) (json.RawMessage, error) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.from == list {
		return ss.body, nil
	}
	var services []dayspa.Service
	if err := json.Unmarshal(list.body, &services); err != nil {
		return nil, err
	}
	for i := range services {
		services[i].Description, services[i].DescriptionAr = "", ""
	}
	body, err := json.Marshal(services)
	if err != nil {
		return nil, err
	}
	ss.from, ss.body = list, body
	return body, nil
}

// loadServices reads the services list for the cache: never null.
func (s *Server) loadServices(ctx context.Context) (any, error) {
	services, err := s.store.ListServices(ctx)
	if services == nil {
		services = []dayspa.Service{}
	}
	return services, err
}

// adminServices answers every service, active or not, with its number of
// bookings.
func (s *Server) adminServices(w http.ResponseWriter, r *http.Request) {
	views, err := s.store.ListServiceViews(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if views == nil {
		views = []dayspa.ServiceView{}
	}
	writeJSON(w, http.StatusOK, views)
}

// adminCreateService adds a service; it is active unless isActive says
// otherwise. Answers 201 with the service.
func (s *Server) adminCreateService(w http.ResponseWriter, r *http.Request) {
	var in dayspa.ServiceInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	svc, err := in.New()
	if err != nil {
		writeError(w, r, err)
		return
	}
	err = s.store.CreateService(r.Context(), &svc)
	s.services.invalidate() // the public list shows it at once
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, svc)
}

// adminUpdateService changes the fields of a service that the body holds,
// and answers the service. The public list shows the change at once.
func (s *Server) adminUpdateService(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgServiceNotFound))
		return
	}
	var in dayspa.ServiceInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	u, err := in.Parse()
	if err != nil {
		writeError(w, r, err)
		return
	}
	svc, err := s.store.UpdateService(r.Context(), id, u)
	s.services.invalidate() // the public list shows the change at once
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, svc)
}
