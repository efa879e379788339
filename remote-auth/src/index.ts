// Async boundary: shared singletons are negotiated before the app's own code runs.
import('./bootstrap');
