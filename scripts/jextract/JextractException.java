/** A fatal generator error; its message is printed and the generator exits with status 1. */
final class JextractException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    JextractException(String message) {
        super(message);
    }
}
