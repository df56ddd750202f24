package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
)

// The services: the public list (served from memory, cache.go) and the
// dashboard's list, new service and edit. The form's rules are the
// domain's (dayspa.ServiceInput).

// listServices answers every service, active or not: the site shows the
// inactive ones as Unavailable. With summary=true, each without its
// descriptions (description and descriptionAr empty): the names the
// footer of every page lists, which every page's first HTML carries.
func (s *Server) listServices(w http.ResponseWriter, r *http.Request) error {
	f := dayspa.FieldErrors{}
	summary := dayspa.BoolQuery(r.URL.Query(), "summary", f)
	if err := f.Err(); err != nil {
		return err
	}
	if !summary {
		serveCachedList(w, r, s.services)
		return nil
	}
	names, err := s.serviceSummaries(r.Context())
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, names)
	return nil
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
	from *httpx.Blob
	body json.RawMessage
}

// of returns the services of list, each with its descriptions emptied.
func (ss *serviceSummaries) of(list *httpx.Blob) (json.RawMessage, error) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.from == list {
		return ss.body, nil
	}
	var services []dayspa.Service
	if err := json.Unmarshal(list.Body, &services); err != nil {
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

// loadServices reads the services list for the cache: never null. With
// online payments set up, each service carries the deposit and
// cancellation policy a booking of it comes under (publicService), for
// the booking page to show before the guest commits.
func (s *Server) loadServices(ctx context.Context) (any, error) {
	services, err := s.store.ListServices(ctx)
	if services == nil {
		services = []dayspa.Service{}
	}
	if err != nil || s.cfg.Payments == nil {
		return services, err
	}
	policies, err := s.store.DepositPolicies(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]publicService, len(services))
	for i, svc := range services {
		p := dayspa.PolicyFor(policies, svc.ID)
		p.ServiceID = svc.ID
		out[i] = publicService{Service: svc, DepositPolicy: &p}
	}
	return out, nil
}

// publicService is a service with its deposit policy.
type publicService struct {
	dayspa.Service
	DepositPolicy *dayspa.DepositPolicy `json:"depositPolicy,omitempty"`
}

// adminServices answers every service, active or not, with its number of
// bookings.
func (s *Server) adminServices(w http.ResponseWriter, r *http.Request) error {
	views, err := s.store.ListServiceViews(r.Context())
	if err != nil {
		return err
	}
	if views == nil {
		views = []dayspa.ServiceView{}
	}
	writeJSON(w, http.StatusOK, views)
	return nil
}

// adminCreateService adds a service; it is active unless isActive says
// otherwise. Answers 201 with the service.
func (s *Server) adminCreateService(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.ServiceInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	svc, err := in.New()
	if err != nil {
		return err
	}
	err = s.store.CreateService(r.Context(), &svc)
	s.services.invalidate() // the public list shows it at once
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, svc)
	return nil
}

// adminUpdateService changes the fields of a service that the body holds,
// and answers the service. The public list shows the change at once.
func (s *Server) adminUpdateService(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgServiceNotFound)
	}
	var in dayspa.ServiceInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	u, err := in.Parse()
	if err != nil {
		return err
	}
	svc, err := s.store.UpdateService(r.Context(), id, u)
	s.services.invalidate() // the public list shows the change at once
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, svc)
	return nil
}
