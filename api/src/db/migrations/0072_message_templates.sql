-- A station message the system writes itself keeps its template key and values (JSON), so its title and
-- HTML are built in the reader's language per request; title and content keep the Chinese text. Rows
-- without a key (older messages, announcements) answer their stored text.
ALTER TABLE messages ADD COLUMN template TEXT;
ALTER TABLE messages ADD COLUMN template_values TEXT;
