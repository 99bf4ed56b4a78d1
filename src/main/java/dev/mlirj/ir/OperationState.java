package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Everything needed to create an {@link Operation}, collected by parsers and builders before the operation
 * exists. Regions added here are moved into the operation by {@link Operation#create}.
 */
public final class OperationState {
    /** The operation's name. */
    public OperationName name;
    /** Where it comes from. */
    public Location location;
    /** Operand values, in order (successor operands included, as MLIR stores them). */
    public final List<Value> operands = new ArrayList<>();
    /** Result types. */
    public final List<Type> resultTypes = new ArrayList<>();
    /** Inherent attributes (properties), sorted by name. */
    public final Map<String, Attribute> properties = new TreeMap<>();
    /** Discardable attributes, sorted by name. */
    public final Map<String, Attribute> attributes = new TreeMap<>();
    /** Successor blocks. */
    public final List<Block> successors = new ArrayList<>();
    /** Regions, moved into the operation when it is created. */
    public final List<Region> regions = new ArrayList<>();

    /** A state for an operation named {@code name} at {@code location}. */
    public OperationState(OperationName name, Location location) {
        this.name = name;
        this.location = location;
    }

    /**
     * A state for the operation {@code fullName} (e.g. {@code scf.for}) at {@code location}, as the dialect facades
     * start one; throws {@link IllegalArgumentException} when {@code context} has no such registered operation.
     */
    public static OperationState forRegistered(MlirContext context, String fullName, Location location) {
        OperationState state = new OperationState(context.operationName(fullName), location);
        if (!state.name.isRegistered()) {
            throw new IllegalArgumentException(fullName + " is not registered in this context");
        }
        return state;
    }

    /** Adds an empty region and returns it. */
    public Region addRegion() {
        Region region = new Region();
        regions.add(region);
        return region;
    }

    /**
     * Stores an attribute where it belongs: among the properties when the registered operation declares it
     * inherent (or the name is unregistered and it was written as a property), else among the discardable ones.
     */
    public void addAttribute(String attrName, Attribute value) {
        if (name.isRegistered() && name.definition().inherentAttrs().contains(attrName)) {
            properties.put(attrName, value);
        } else {
            attributes.put(attrName, value);
        }
    }
}
