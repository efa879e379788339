-- The operators' queue of top-up requests: by status, oldest first.
CREATE INDEX top_up_requests_queue ON top_up_requests (status, created_at);
